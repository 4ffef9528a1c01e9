import { defaultAbuseLimits } from '../../server/base/abuseLimits';
import type { Invoice } from '../../src/api/contract';
import { outbox, useTestServer, type TestServer } from './helpers';

/**
 * The usage warnings ('Verbruiksmelding …') are mails the account makes the server send, and count
 * against its mail limit like an invoice link or an export: over the limit a warning is not sent and
 * is logged once; the call that reached the level is recorded all the same. Here an account may make
 * the server send three mails an hour.
 */
const lines: string[] = [];
const server = useTestServer({
  config: { logLevel: 'info', abuseLimits: { ...defaultAbuseLimits, mailsPerAccount: { hour: 3, day: 50 } } },
  logStream: { write: (line) => void lines.push(line) },
});

const LIMIET = 'limiet@demo.test';
const FOREIGN = '3225123456';

async function feed(s: TestServer, minutes: number): Promise<boolean> {
  const reply = await s.post<{ results: Array<{ recorded: boolean }> }>('/api/dev/calls', {
    email: LIMIET,
    calls: [{ calledNumber: FOREIGN, duration: minutes * 60, type: 'O' }],
  });
  expect(reply.status).toBe(200);
  return reply.body.results[0]?.recorded ?? false;
}

const warningMails = async (s: TestServer) =>
  (await outbox(s)).filter((mail) => mail.to === LIMIET && mail.subject.startsWith('Verbruiksmelding'));

const refusals = () =>
  lines
    .map((line) => JSON.parse(line) as { msg: string; warning?: string })
    .filter((entry) => entry.msg === 'usage warning not mailed: the account reached its mail limit');

test('a warning over the account’s mail limit is not sent and is logged once; the call is recorded', async () => {
  const s = server();
  lines.length = 0;
  const { token } = await s.login(LIMIET);
  expect((await s.post('/api/usage/limit', { monthlyLimit: 5, hardCap: 0 }, token)).status).toBe(200);
  // The account's three mails of this hour: invoice links to its own address.
  const [invoice] = (await s.get<Invoice[]>('/api/invoices', token)).body;
  for (let i = 0; i < 3; i += 1) {
    const sent = await s.post(
      '/api/download/prepare',
      { service: 'invoices/export', meta: { id: invoice?.id } },
      token,
    );
    expect(sent.status).toBe(200);
  }

  expect(await feed(s, 70)).toBe(true); // € 4,20: 84 %
  expect(await feed(s, 20)).toBe(true); // € 5,40: 108 %
  expect(await feed(s, 10)).toBe(true);
  expect(await warningMails(s)).toEqual([]);
  expect(refusals().map((entry) => entry.warning)).toEqual(['limit-80', 'limit-100']);
  // The dashboard still says the level was reached.
  const dashboard = await s.get<{ costStatus: { limitLevel: number } }>('/api/dashboard', token);
  expect(dashboard.body.costStatus.limitLevel).toBe(100);

  // An hour later the account may mail again; the month's warnings were spent, so none comes.
  s.clock.advanceSeconds(3601);
  expect(await feed(s, 10)).toBe(true);
  expect(await warningMails(s)).toEqual([]);
  expect(refusals()).toHaveLength(2);
});

test('within the limit the warning is mailed and counted as one of the account’s mails', async () => {
  const s = server();
  const { token } = await s.login(LIMIET);
  await s.post('/api/usage/limit', { monthlyLimit: 5, hardCap: 0 }, token);
  expect(await feed(s, 90)).toBe(true);
  expect((await warningMails(s)).map((mail) => mail.subject)).toEqual(['Verbruiksmelding: je limiet is bereikt']);
  const [invoice] = (await s.get<Invoice[]>('/api/invoices', token)).body;
  const send = () => s.post('/api/download/prepare', { service: 'invoices/export', meta: { id: invoice?.id } }, token);
  expect((await send()).status).toBe(200);
  expect((await send()).status).toBe(200);
  // The warning was the first of three.
  expect((await send()).status).toBe(429);
});
