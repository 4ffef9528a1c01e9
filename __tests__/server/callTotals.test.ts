import fc from 'fast-check';
import { addMonths, firstOfMonth, localDate, zonedMoment } from '../../server/base/dates';
import { numberClass } from '../../server/domain/callCharges';
import type { CallPage, UsageLimit } from '../../src/api/contract';
import { checkMonths, expectAgreement } from './callTotalsCheck';
import { useTestServers, type TestServer } from './helpers';

/**
 * Recording a call adds it to its month's running totals instead of re-rating the month. Whatever
 * calls arrive, on whichever of two instances, across the turn of a month in Amsterdam: the totals,
 * the limit's figure, the call list and every call's charge say what a full re-rating says.
 */
const servers = useTestServers([{}, {}]);

/** Free, national (also written internationally), premium and international numbers. */
const NUMBERS = [
  '112',
  '08001234',
  '116123',
  '0201234567',
  '0612345678',
  '+31201234567',
  '0900123456',
  '3225123456',
  '+4930123456',
];
/** Zakelijk Start (250 minutes), unlimited national minutes, and prepaid (€ 12,50 of credit). */
const ACCOUNTS = ['limiet@demo.test', 'ander@demo.test', 'prepaid@demo.test'];

const call = fc.record({
  calledNumber: fc.constantFrom(...NUMBERS),
  type: fc.constantFrom('O', 'O', 'O', 'I'),
  duration: fc.integer({ min: 0, max: 2400 }),
});
const scenario = fc.record({
  email: fc.constantFrom(...ACCOUNTS),
  /** A month from March 2026 (the seed's) to February 2027: both changes of summer time. */
  month: fc.integer({ min: 0, max: 11 }),
  hoursBeforeItsEnd: fc.integer({ min: 1, max: 40 }),
  steps: fc.array(
    fc.record({
      minutesLater: fc.integer({ min: 0, max: 600 }),
      calls: fc.array(call, { minLength: 1, maxLength: 8 }),
      bothAtOnce: fc.boolean(),
    }),
    { minLength: 3, maxLength: 8 },
  ),
});

const feed = async (
  s: TestServer,
  email: string,
  calls: ReadonlyArray<{ calledNumber: string; type: string; duration: number }>,
) => {
  if (calls.length === 0) return;
  const reply = await s.post('/api/dev/calls', { email, calls });
  expect(reply.status).toBe(200);
};

async function pocOf(s: TestServer, customerId: number): Promise<string> {
  const [row] = await s.db.query<{ poc: string }>('SELECT poc FROM customers WHERE id = $1', [customerId]);
  return row?.poc ?? '';
}

async function customerOf(s: TestServer, email: string): Promise<number> {
  const [row] = await s.db.query<{ id: number }>('SELECT customer_id AS id FROM users WHERE email = $1', [email]);
  return row?.id ?? 0;
}

/** The month's calls through the paged list, a few at a time: [id, charge, cost in cents], oldest first. */
async function pagedCalls(s: TestServer, token: string, poc: string) {
  const seen: Array<[number, string, number]> = [];
  let first: CallPage | null = null;
  let cursor: string | null = null;
  do {
    const query: string = `limit=7${cursor ? `&cursor=${cursor}` : ''}`;
    const reply = await s.get<CallPage>(`/api/usage/calls/${poc}?${query}`, token);
    expect([reply.status, JSON.stringify(reply.body)]).toEqual([200, expect.any(String)]);
    const page: CallPage = reply.body;
    first ??= page;
    seen.push(...page.calls.map((c): [number, string, number] => [c.id, c.charge, Math.round(c.cost * 100)]));
    cursor = page.nextCursor;
  } while (cursor);
  return { calls: seen.reverse(), month: first?.month };
}

test('the totals and every call’s charge agree with a full re-rating of random months, on two instances', async () => {
  const [first, second] = servers() as [TestServer, TestServer];
  await fc.assert(
    fc.asyncProperty(scenario, async ({ email, month, hoursBeforeItsEnd, steps }) => {
      await first.reset();
      const end = zonedMoment(addMonths('2026-03-01', month + 1)).getTime();
      let now = end - hoursBeforeItsEnd * 3_600_000;
      for (const step of steps) {
        now += step.minutesLater * 60_000;
        for (const s of [first, second]) s.clock.set(new Date(now).toISOString());
        const half = step.bothAtOnce ? Math.ceil(step.calls.length / 2) : step.calls.length;
        await Promise.all([feed(first, email, step.calls.slice(0, half)), feed(second, email, step.calls.slice(half))]);
      }
      const customerId = await customerOf(first, email);
      const checks = await checkMonths(first.db, customerId);
      expectAgreement(checks);

      // The limit's figure and the paged list of the month the clock is in, as the customer sees them.
      const clockMonth = firstOfMonth(localDate(new Date(now)));
      const current = checks.find((check) => check.periodStart === clockMonth);
      const { token } = await second.login(email);
      const limit = await second.get<UsageLimit>('/api/usage/limit', token);
      expect(Math.round(limit.body.spentThisMonth * 100)).toBe(current?.sumCents ?? 0);
      const listed = await pagedCalls(second, token, await pocOf(second, customerId));
      expect(listed.calls).toEqual(current?.rerated ?? []);
      expect(listed.month).toMatchObject({
        totalCalls: current?.fromRows.calls ?? 0,
        matchingCalls: current?.fromRows.calls ?? 0,
        cost: (current?.sumCents ?? 0) / 100,
      });

      // Rating the stored calls afresh in SQL (the migration's and the seeds' way) changes nothing.
      await first.db.query('SELECT refresh_call_totals()');
      expect(await checkMonths(first.db, customerId)).toEqual(checks);
    }),
    { numRuns: 5 },
  );
}, 20_000);

test('the database classes numbers as the server does', async () => {
  const [s] = servers() as [TestServer];
  const digits = fc.string({ unit: fc.constantFrom('0', '1', '2', '3', '6', '8', '9'), minLength: 1, maxLength: 13 });
  const prefixes = fc.constantFrom('', '+', '00', '0031', '+31', '31', '0900', '0800', '116', '06', '0906', ' ', '-');
  const numbers = fc.sample(
    fc.tuple(prefixes, digits).map(([prefix, rest]) => prefix + rest),
    { numRuns: 400, seed: 36 },
  );
  const rows = await s.db.query<{ number: string; class: string }>(
    'SELECT n AS number, call_number_class(n) AS class FROM unnest($1::text[]) AS n',
    [numbers],
  );
  expect(rows.map((row) => [row.number, row.class])).toEqual(numbers.map((n) => [n, numberClass(n)]));
});
