import { BIG_ACCOUNT, bigSizesFrom, seedBig } from '../../server/seed/big';
import type { CallPage } from '../../src/api/contract';
import { checkMonths, expectAgreement } from './callTotalsCheck';
import { useTestServer } from './helpers';

/**
 * The big data set (npm run db:seed:big) at a small size: the customers, calls and tickets asked
 * for, the big account's month rated as recording would have, and its login working.
 */
const server = useTestServer();

test('sizes come from the options, the defaults for the rest', () => {
  expect(bigSizesFrom(['--customers=30', '--calls=10', '--big-calls=400', '--other=1'])).toEqual({
    customers: 30,
    bigCalls: 400,
    calls: 400,
    tickets: 100_000,
  });
  expect(() => bigSizesFrom(['--tickets=veel'])).toThrow('--tickets wants a whole number, not veel');
});

test('a small big data set: what was asked for, rated and totalled as recorded calls are', async () => {
  const s = server();
  const sizes = { customers: 30, bigCalls: 600, calls: 3000, tickets: 250 };
  await s.db.tx((q) => seedBig(q, sizes, s.clock.now()));
  // A second run replaces the first.
  await s.db.tx((q) => seedBig(q, sizes, s.clock.now()));
  const [counts] = await s.db.query<{ customers: number; calls: number; tickets: number }>(
    `SELECT count(DISTINCT c.id)::int AS customers,
            (SELECT count(*)::int FROM calls k JOIN customers x ON x.id = k.customer_id WHERE x.poc ~ '^5') AS calls,
            (SELECT count(*)::int FROM tickets t JOIN customers x ON x.id = t.customer_id WHERE x.poc ~ '^5') AS tickets
       FROM customers c WHERE c.poc ~ '^5'`,
  );
  expect(counts).toEqual({ customers: 30, calls: 3000, tickets: 250 });

  const [big] = await s.db.query<{ id: number }>('SELECT id FROM customers WHERE poc = $1', [BIG_ACCOUNT.poc]);
  expectAgreement(await checkMonths(s.db, big?.id ?? 0));
  const { token } = await s.login(BIG_ACCOUNT.email);
  const page = (await s.get<CallPage>(`/api/usage/calls/${BIG_ACCOUNT.poc}`, token)).body;
  expect(page.calls).toHaveLength(50);
  expect(page.month?.totalCalls).toBe(600);
  expect(page.month?.cost).toBeGreaterThan(0);
});
