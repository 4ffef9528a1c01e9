/**
 * The monthly invoice run on its schedule: on the housekeeping job's timer, every instance asks
 * whether last month (Amsterdam) has been run; the first that takes the lease runs it, from the first
 * of the month on. A run that failed left no invoice_runs row, so the next tick runs it again.
 */
import type { FastifyBaseLogger } from 'fastify';
import { addMonths, firstOfMonth, localDate } from '../../base/dates';
import { repeatEvery, type Repeating } from '../../base/repeat';
import { takeLease } from '../housekeeping';
import { mailInvoices, type InvoiceMailDeps } from './invoiceMail';
import { runInvoices, type RunResult } from './invoiceRun';

const LEASE_KEY = 'invoice_run_lease';

/** Runs last month when no instance has finished it yet; null when there was nothing to do. */
export async function runDueInvoices(
  deps: InvoiceMailDeps,
  log: FastifyBaseLogger,
  leaseMs = 15 * 60_000,
): Promise<RunResult | null> {
  const now = deps.clock.now();
  const periodStart = addMonths(firstOfMonth(localDate(now)), -1);
  const [done] = await deps.db.query('SELECT 1 FROM invoice_runs WHERE period = $1', [periodStart.slice(0, 7)]);
  if (done) return null;
  if (!(await takeLease(deps.db, now, leaseMs, LEASE_KEY))) return null;
  const result = await runInvoices(deps.db, deps.clock, periodStart);
  await mailInvoices(deps, result.created, log);
  return result;
}

/** Checks every `seconds` (0: never) until stopped; a failure is logged and the next check tries again. */
export function scheduleInvoiceRun(deps: InvoiceMailDeps, seconds: number, log: FastifyBaseLogger): Repeating {
  return repeatEvery(seconds, () =>
    runDueInvoices(deps, log).then(
      (result) => {
        if (result) log.info({ period: result.period, invoices: result.created.length }, 'invoice run finished');
      },
      (err: unknown) => log.error({ err }, 'invoice run failed; the next check repeats it'),
    ),
  );
}
