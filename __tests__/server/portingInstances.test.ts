/**
 * Two server instances on one database: the other side of porting takes each step once, however the
 * timer and the demo's calls of both instances meet; every message is stored once and every step
 * mailed once.
 */
import type { PortingRequestView } from '../../src/api/portingContract';
import { outbox, useTestServers, type TestServer } from './helpers';
import { advance, sentPorting } from './portingHelpers';

const servers = useTestServers([{}, {}]);

const pair = () => servers() as [TestServer, TestServer];

const countsPerRequest = async (s: TestServer, sql: string) =>
  s.db.query<{ request_id: number; n: number }>(sql).then((rows) => rows.map((row) => row.n));

test('both timers at once take each due answer once: one 102, one step, one mail per request', async () => {
  const [first, second] = pair();
  const admin = (await first.login('admin@demo.test')).token;
  const requests: PortingRequestView[] = [];
  for (let i = 0; i < 5; i += 1) requests.push(await sentPorting(first, admin, { firstNumber: `020765432${i}` }));
  for (const s of [first, second]) s.clock.advanceSeconds(3 * 60 + 1);

  const taken = await Promise.all([
    first.app.runPorting(),
    second.app.runPorting(),
    first.app.runPorting(),
    second.app.runPorting(),
  ]);
  expect(taken.reduce((sum, n) => sum + n, 0)).toBe(5);
  expect(
    await countsPerRequest(
      first,
      'SELECT request_id, count(*)::int AS n FROM porting_messages WHERE type = 102 GROUP BY request_id',
    ),
  ).toEqual([1, 1, 1, 1, 1]);
  expect(
    await countsPerRequest(
      first,
      "SELECT request_id, count(*)::int AS n FROM porting_events WHERE kind = 'approved' GROUP BY request_id",
    ),
  ).toEqual([1, 1, 1, 1, 1]);
  const approvedMails = (await outbox(second)).filter((mail) =>
    mail.subject.startsWith('Nummer overzetten: Goedgekeurd'),
  );
  expect(approvedMails).toHaveLength(5);
  // Nothing is due any more, on either instance.
  expect(await Promise.all([first.app.runPorting(), second.app.runPorting()])).toEqual([0, 0]);
});

test('demo calls on both instances at once: each call the next step, never the same step twice', async () => {
  const [first, second] = pair();
  const admin = (await first.login('admin@demo.test')).token;
  const request = await sentPorting(first, admin);
  const replies = await Promise.all([advance(first, request.firstNumber), advance(second, request.firstNumber)]);
  expect(replies.map((reply) => reply.body.status).sort()).toEqual(['approved', 'planned']);
  const messages = await first.db.query<{ seq: number; type: number }>(
    'SELECT seq, type FROM porting_messages WHERE request_id = $1 ORDER BY seq',
    [request.id],
  );
  expect(messages).toEqual([
    { seq: 1, type: 101 },
    { seq: 2, type: 102 },
  ]);
  const kinds = await first.db.query<{ kind: string }>(
    'SELECT kind FROM porting_events WHERE request_id = $1 ORDER BY id',
    [request.id],
  );
  expect(kinds.map((row) => row.kind)).toEqual(['requested', 'approved', 'planned']);
});

test('a step already taken by one instance is not taken again by the other’s timer', async () => {
  const [first, second] = pair();
  const admin = (await first.login('admin@demo.test')).token;
  const request = await sentPorting(first, admin);
  expect((await advance(first, request.firstNumber)).body.status).toBe('approved');
  for (const s of [first, second]) s.clock.advanceSeconds(3 * 60 + 1);
  // The 101's answer was due now, but the demo's call answered it already.
  expect(await second.app.runPorting()).toBe(0);
  const answers = await first.db.query('SELECT 1 FROM porting_messages WHERE request_id = $1 AND type = 102', [
    request.id,
  ]);
  expect(answers).toHaveLength(1);
});
