import type { UsageLimit } from '../../src/api/contract';
import { outbox, useTestServers, type TestServer } from './helpers';

/**
 * Two server instances on one database (the API behind a load balancer) see calls of one account at
 * the same moment: each warning is still mailed once, because the month's warning is a key in the
 * database, not a flag in an instance's memory.
 */
const servers = useTestServers([{}, {}]);

const LIMIET = 'limiet@demo.test';
const feed = (s: TestServer, minutes: number) =>
  s.post<{ results: Array<{ recorded: boolean }> }>('/api/dev/calls', {
    email: LIMIET,
    calls: [{ calledNumber: '3225123456', duration: minutes * 60, type: 'O' }],
  });

test('calls reaching 80 % and 100 % on two instances at once mail each warning once and block once', async () => {
  const [first, second] = servers() as [TestServer, TestServer];
  const { token } = await first.login(LIMIET);
  await first.post('/api/usage/limit', { monthlyLimit: 5, hardCap: 1 }, token);
  await feed(first, 65); // € 3,90: 78 %

  // € 0,30 each, on both instances at once: both see 78 % before and each records its call, but
  // only the first to commit reaches a new level (84 %; the other 90 %).
  const eighty = await Promise.all([feed(first, 5), feed(second, 5)]);
  expect(eighty.map((reply) => reply.body.results[0]?.recorded)).toEqual([true, true]);
  // € 0,60 each: the first reaches 102 % and blocks, the other is refused by that block.
  const hundred = await Promise.all([feed(first, 10), feed(second, 10)]);
  expect(hundred.map((reply) => reply.body.results[0]?.recorded).sort()).toEqual([false, true]);

  const mails = (await outbox(second)).filter((mail) => mail.subject.startsWith('Verbruiksmelding')).reverse();
  expect(mails.map((mail) => mail.subject)).toEqual([
    'Verbruiksmelding: 80% van je limiet gebruikt',
    'Verbruiksmelding: je limiet is bereikt',
  ]);
  const alerts = await first.db.query<{ period: string; kind: string }>(
    `SELECT a.period, a.kind FROM usage_alerts a JOIN customers c ON c.id = a.customer_id
      WHERE c.poc = '100008' ORDER BY a.kind`,
  );
  expect(alerts).toEqual([
    { period: '2026-03', kind: 'limit-100' },
    { period: '2026-03', kind: 'limit-80' },
  ]);
  const state = await second.get<UsageLimit>('/api/usage/limit', (await second.login(LIMIET)).token);
  expect(state.body).toMatchObject({ blocked: true, blockedUntil: '2026-04-01', spentThisMonth: 5.1 });
});
