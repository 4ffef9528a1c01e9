import { outbox, useTestServers, type TestServer } from './helpers';
import { lastNumber, runInvoices, runMonth, series } from './invoiceRunHelpers';

/**
 * Two server instances on one database (behind a load balancer): the month's invoices are made once
 * per customer and numbered in one unbroken series, whichever instance runs, however often and at once.
 */
const servers = useTestServers([{}, {}]);

/** Both instances on 1 April 2026 (the seed invoiced every month up to February): March is due. */
function pair(now = '2026-04-01T08:00:00Z'): [TestServer, TestServer] {
  const both = servers() as [TestServer, TestServer];
  for (const s of both) s.clock.set(now);
  return both;
}

test('two instances running the same month at once make each invoice once, numbered without gaps', async () => {
  const [first, second] = pair();
  const before = await lastNumber(first, 2026);
  const replies = await Promise.all([
    runMonth(first, '2026-03'),
    runMonth(second, '2026-03'),
    runMonth(first, '2026-03'),
  ]);
  expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
  const made = replies.flatMap((reply) => reply.body.invoices.map((invoice) => invoice.number)).sort();
  const stored = await runInvoices(first);
  expect(made).toEqual(stored.map((invoice) => invoice.number));
  expect(stored.map((invoice) => invoice.number)).toEqual(series(2026, stored.length, before + 1));
  const pocs = stored.map((invoice) => invoice.poc);
  expect(new Set(pocs).size).toBe(pocs.length);
  const mails = (await outbox(second)).filter((mail) => mail.subject.startsWith('Factuur'));
  expect(mails.map((mail) => mail.subject).sort()).toEqual(stored.map((invoice) => `Factuur ${invoice.number}`));
});

test('on the first of the month (Amsterdam) one instance runs last month; the check then finds it done', async () => {
  // 1 April 2026, 00:30 in Amsterdam: still 31 March in UTC.
  const [first, second] = pair('2026-03-31T22:30:00Z');
  const checks = await Promise.all([first.app.runDueInvoices(), second.app.runDueInvoices()]);
  const ran = checks.filter((result) => result !== null);
  expect(ran.map((result) => result?.period)).toEqual(['2026-03']);
  expect(ran[0]?.created.length).toBeGreaterThan(0);
  expect(await first.app.runDueInvoices()).toBeNull();
  const [run] = await first.db.query<{ invoices: number }>(
    "SELECT invoices FROM invoice_runs WHERE period = '2026-03'",
  );
  expect(run?.invoices).toBe(ran[0]?.created.length);
});

test('a run that fails part-way leaves no invoice and no number behind, and can be run again', async () => {
  const [first] = pair();
  const numbers = await first.db.query<{ year: number; last: number }>(
    'SELECT year, last FROM invoice_numbers ORDER BY year',
  );
  // The third invoice's first line fails, as a database fault in the middle of the run would.
  await first.ownerDb.exec(`
    CREATE FUNCTION fail_third_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (SELECT count(*) FROM invoices WHERE update_date >= '2026-04-01') >= 3 THEN RAISE EXCEPTION 'disk full'; END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER fail_third_invoice BEFORE INSERT ON invoice_lines FOR EACH ROW EXECUTE FUNCTION fail_third_invoice();`);
  try {
    const failed = await runMonth(first, '2026-03');
    expect(failed.status).toBe(500);
    expect(await runInvoices(first)).toEqual([]);
    expect(await first.db.query('SELECT year, last FROM invoice_numbers ORDER BY year')).toEqual(numbers);
    expect(await first.db.query("SELECT period FROM invoice_runs WHERE period = '2026-03'")).toEqual([]);
  } finally {
    await first.ownerDb.exec('DROP TRIGGER fail_third_invoice ON invoice_lines; DROP FUNCTION fail_third_invoice();');
  }
  const again = await runMonth(first, '2026-03');
  expect(again.status).toBe(200);
  const before = await lastNumber(first, 2026);
  expect(again.body.invoices.map((invoice) => invoice.number)).toEqual(
    series(2026, again.body.invoices.length, before - again.body.invoices.length + 1),
  );
  expect(before - again.body.invoices.length).toBe(numbers.find((n) => n.year === 2026)?.last);
});
