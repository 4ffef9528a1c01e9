import type { AbuseLimits } from '../base/abuseLimits';
import { tooMany } from '../base/httpError';
import { t } from '../base/text';
import type { AttemptCounter } from './attempts';

const HOUR = 3600;
const DAY = 86_400;

/**
 * The limits of `AbuseLimits`, counted in the database (auth_attempts, one atomic upsert per count) so
 * that they hold across server instances and for requests fired at once. A refused attempt counts too.
 */
export class AccountLimits {
  constructor(
    private readonly counter: AttemptCounter,
    private readonly limits: AbuseLimits,
  ) {}

  private async count(key: string, limit: number, windowSeconds: number, message: string, amount = 1) {
    const { hits, ttlMs } = await this.counter.hit(key, windowSeconds, amount);
    if (hits > limit) throw tooMany(message, Math.max(1, Math.ceil(ttlMs / 1000)));
  }

  /** Counts one mail of `sender`'s customer to `to`; throws 429 over a limit, before anything is sent or stored. */
  async mail(sender: { customerId: number; email: string }, to: string): Promise<void> {
    const { mailsPerAccount: account, mailsPerRecipient: recipient } = this.limits;
    const id = sender.customerId;
    await this.count(`mail:account:hour:${id}`, account.hour, HOUR, t.limits.mailsAccountHour);
    await this.count(`mail:account:day:${id}`, account.day, DAY, t.limits.mailsAccountDay);
    const address = to.trim().toLowerCase();
    // The own login address is the account's own business; a stranger's address is protected from everyone.
    if (address === sender.email.toLowerCase()) return;
    await this.count(`mail:to:hour:${address}`, recipient.hour, HOUR, t.limits.mailsRecipientHour);
    await this.count(`mail:to:day:${address}`, recipient.day, DAY, t.limits.mailsRecipientDay);
  }

  /** Counts a new ticket or reply of the customer, with the bytes of its technical data if any. */
  async ticketMessage(customerId: number, diagnosticsBytes: number): Promise<void> {
    const { ticketMessagesPerHour, diagnosticsBytesPerDay } = this.limits;
    await this.count(`tickets:hour:${customerId}`, ticketMessagesPerHour, HOUR, t.limits.ticketsHour);
    if (diagnosticsBytes > 0)
      await this.count(
        `diagnostics:day:${customerId}`,
        diagnosticsBytesPerDay,
        DAY,
        t.limits.diagnosticsDay,
        diagnosticsBytes,
      );
  }

  /** Counts an attempt to change a user's login address. */
  async emailChange(userId: number): Promise<void> {
    await this.count(`email-change:day:${userId}`, this.limits.emailChangesPerDay, DAY, t.limits.emailChangesDay);
  }
}
