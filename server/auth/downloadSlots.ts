import { randomUUID } from 'node:crypto';
import type { Clock } from '../base/clock';
import { tooMany } from '../base/httpError';
import { t } from '../base/text';
import type { Db } from '../db/db';
import { releaseDownloadSlot, renewDownloadSlot, slotHeldUntil, takeDownloadSlot } from '../tables/downloads';
import type { AttemptCounter } from './attempts';

/** How long a slot stays taken without a sign of life from its holder (a killed instance's slot frees then). */
export const SLOT_HOLD_SECONDS = 60;
/** A holder renews its slot when this much of the hold has passed, not at every batch. */
const RENEW_AFTER_MS = (SLOT_HOLD_SECONDS * 1000) / 3;
const HOUR = 3600;

/** A customer's slot, taken: renew it while the work runs, free it when it ends (twice does no harm). */
export interface DownloadSlot {
  keepAlive(): Promise<void>;
  release(): Promise<void>;
}

/**
 * Downloads and exports that read a month of calls or the whole account (the call CSV, the mailed call
 * data, the personal-data export, the activity CSV) are costly to serve: one at a time per customer,
 * and `perHour` of them an hour, both kept in the database so they hold across instances
 * (docs/decisions/0115-one-download-at-a-time-per-account.md). Over either a Dutch 429 with Retry-After.
 */
export class DownloadSlots {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly counter: AttemptCounter,
    private readonly perHour: number,
  ) {}

  /**
   * Takes the customer's slot and counts the download; throws 429 when another one of the customer
   * runs (not counted: a second click changes nothing) or the hour's downloads are used up.
   */
  async take(customerId: number): Promise<DownloadSlot> {
    const holder = randomUUID();
    const now = this.clock.now();
    const taken = await takeDownloadSlot(this.db, customerId, holder, this.holdFrom(now), now);
    if (!taken) throw tooMany(t.limits.downloadRunning, await this.secondsLeft(customerId));
    const slot = this.slot(customerId, holder, now.getTime());
    const { hits, ttlMs } = await this.counter.hit(`download:hour:${customerId}`, HOUR).catch(async (error) => {
      await slot.release();
      throw error;
    });
    if (hits > this.perHour) {
      await slot.release();
      throw tooMany(t.limits.downloadsHour, Math.max(1, Math.ceil(ttlMs / 1000)));
    }
    return slot;
  }

  /** Runs `work` in the customer's slot (taken and counted as `take` does), freed when it ends. */
  async run<T>(customerId: number, work: () => Promise<T>): Promise<T> {
    const slot = await this.take(customerId);
    try {
      return await work();
    } finally {
      await slot.release();
    }
  }

  private holdFrom(now: Date): Date {
    return new Date(now.getTime() + SLOT_HOLD_SECONDS * 1000);
  }

  /** Seconds until the running download's hold ends at the latest: when to try again. */
  private async secondsLeft(customerId: number): Promise<number> {
    const until = (await slotHeldUntil(this.db, customerId))?.getTime() ?? 0;
    return Math.max(1, Math.ceil((until - this.clock.now().getTime()) / 1000));
  }

  private slot(customerId: number, holder: string, takenAt: number): DownloadSlot {
    let renewedAt = takenAt;
    let released = false;
    return {
      keepAlive: async () => {
        const now = this.clock.now();
        if (released || now.getTime() - renewedAt < RENEW_AFTER_MS) return;
        renewedAt = now.getTime();
        await renewDownloadSlot(this.db, customerId, holder, this.holdFrom(now));
      },
      release: async () => {
        if (released) return;
        released = true;
        await releaseDownloadSlot(this.db, customerId, holder);
      },
    };
  }
}
