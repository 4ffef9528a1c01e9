import type { CallPage, CallRecord, CallsResponse } from '../../src/api/contract';
import { checkMonths, expectAgreement } from './callTotalsCheck';
import { outbox, useTestServer, type TestServer } from './helpers';

/**
 * A month's calls in pages from GET /usage/calls/{poc}: newest first, filtered and searched in the
 * database, the month's figures in the first answer; the CSV and the mailed call data hold every
 * call; the spec's call lists at most 1,000 a month and says so.
 */
const server = useTestServer();

async function allPages(s: TestServer, token: string, query: string) {
  const pages: CallPage[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/usage/calls/100001?${query}${cursor ? `&cursor=${cursor}` : ''}`;
    const reply = await s.get<CallPage>(url, token);
    expect(reply.status).toBe(200);
    pages.push(reply.body);
    cursor = reply.body.nextCursor;
  } while (cursor);
  return pages;
}

const newestFirst = (calls: readonly CallRecord[]) =>
  calls.every((call, i) => i === 0 || `${calls[i - 1]?.date} ${calls[i - 1]?.time}` >= `${call.date} ${call.time}`);

/** Calls added straight into the store (as the network's import would), rated as the seeds are. */
async function addCalls(s: TestServer, count: number) {
  await s.db.query(
    `INSERT INTO calls (customer_id, type, category, called_number, telephone_number, started_at, duration)
     SELECT c.id, 'O', 'Vast', '0201234567', '0301234567', $2::timestamptz - g * interval '7 seconds', 65
       FROM customers c, generate_series(1, $1::int) g WHERE c.poc = '100001'`,
    [count, s.clock.now()],
  );
  await s.db.query('SELECT refresh_call_totals()');
}

test('pages of a month newest first, each call once, the figures in the first answer only', async () => {
  const s = server();
  const { token } = await s.login('admin@demo.test');
  const march = (await s.get<CallPage>('/api/usage/calls/100001', token)).body;
  expect(march).toMatchObject({ periodStart: '2026-03-01', nextCursor: null });
  expect(march.month).toEqual({
    totalCalls: 35,
    matchingCalls: 35,
    cost: 6.78,
    invoice: { number: null, date: '2026-04-01' },
  });
  expect(march.calls).toHaveLength(35);

  const pages = await allPages(s, token, 'month=previous&limit=20');
  expect(pages.map((page) => page.calls.length)).toEqual([20, 20, 16]);
  expect(pages.map((page) => page.month)).toEqual([
    { totalCalls: 56, matchingCalls: 56, cost: 8.4, invoice: { number: 'F2026-000018', date: '2026-03-01' } },
    null,
    null,
  ]);
  const calls = pages.flatMap((page) => page.calls);
  expect(new Set(calls.map((call) => call.id)).size).toBe(56);
  expect(calls.every((call) => call.date.startsWith('2026-02'))).toBe(true);
  expect(newestFirst(calls)).toBe(true);
});

test('direction and number filter in the database; the count says how many pass', async () => {
  const s = server();
  const { token } = await s.login('admin@demo.test');
  const incoming = await allPages(s, token, 'month=previous&direction=I&limit=5');
  const calls = incoming.flatMap((page) => page.calls);
  expect(incoming[0]?.month).toMatchObject({ totalCalls: 56, matchingCalls: 16, cost: 8.4 });
  expect(calls).toHaveLength(16);
  expect(calls.every((call) => call.type === 'I' && call.charge === 'free')).toBe(true);

  const found = (await s.get<CallPage>('/api/usage/calls/100001?month=previous&number=062%20233', token)).body;
  expect(found.calls.length).toBe(found.month?.matchingCalls);
  expect(found.calls.length).toBeGreaterThan(0);
  for (const call of found.calls)
    expect(call.type === 'O' ? call.calledNumber : call.telephoneNumber).toBe('0622334455');
  const none = (await s.get<CallPage>('/api/usage/calls/100001?number=999999', token)).body;
  expect([none.calls, none.month?.matchingCalls]).toEqual([[], 0]);
});

test('a cursor, a page size or an account not the caller’s is refused', async () => {
  const s = server();
  const { token } = await s.login('admin@demo.test');
  expect((await s.get('/api/usage/calls/100001?cursor=abc', token)).status).toBe(400);
  expect((await s.get('/api/usage/calls/100001?limit=0', token)).status).toBe(400);
  expect((await s.get('/api/usage/calls/100001?limit=201', token)).status).toBe(400);
  expect((await s.get('/api/usage/calls/100001?month=next', token)).status).toBe(400);
  expect((await s.get('/api/usage/calls/200001', token)).status).toBe(403);
  expect((await s.get('/api/usage/calls/200001/csv', token)).status).toBe(403);
  const user = await s.login('gebruiker@demo.test');
  expect((await s.get('/api/usage/calls/100001', user.token)).status).toBe(403);
});

test('a changed cursor whose parts the data cannot hold is refused with the cursor’s message, never a 500', async () => {
  const s = server();
  const { token } = await s.login('admin@demo.test');
  const refused = {
    status: 400,
    body: { message: 'Deze pagina met gesprekken bestaat niet (meer). Laad de lijst opnieuw.' },
  };
  for (const cursor of [
    '1796457480000.2147483648', // an id beyond a PostgreSQL integer
    '1796457480000.9999999999',
    '1796457480000.0',
    '253402300800000.1', // 10000-01-01: no four-digit year
    '999999999999999.1',
  ]) {
    const reply = await s.get(`/api/usage/calls/100001?cursor=${cursor}`, token);
    expect([cursor, reply.status, reply.body]).toEqual([cursor, refused.status, refused.body]);
  }
  // The last moment and id the data can hold make a cursor: its page starts at the month's newest call.
  const edge = await s.get<CallPage>('/api/usage/calls/100001?cursor=253402300799999.2147483647', token);
  expect([edge.status, edge.body.calls.length > 0]).toEqual([200, true]);
});

test('the CSV and the mailed call data hold every call of a month of 1,235; the spec’s call lists 1,000', async () => {
  const s = server();
  await addCalls(s, 1200);
  const { token } = await s.login('admin@demo.test');
  const csv = await s.get<string>('/api/usage/calls/100001/csv', token);
  expect(csv.headers.get('content-disposition')).toBe('attachment; filename="gesprekken-2026-03.csv"');
  const lines = csv.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines).toHaveLength(1 + 1235);
  expect(lines[0]).toBe('Richting;Nummer;Datum;Tijd;Duur;Duur (sec);Kosten;Tarief');
  const outgoing = await s.get<string>('/api/usage/calls/100001/csv?direction=O&number=0201234567', token);
  expect(outgoing.body.trimEnd().split('\r\n')).toHaveLength(1 + 1200);

  expect((await s.get('/api/usage/downloadcurrentmonth/100001/3/2026', token)).status).toBe(200);
  const [mail] = await outbox(s);
  expect(mail?.body).toContain('(1235 gesprekken, CSV)');
  expect((mail?.attachments?.[0]?.content ?? '').trimEnd().split('\r\n')).toHaveLength(1 + 1235);

  const spec = (await s.get<CallsResponse>('/api/usage/currentandpreviousmonth/100001', token)).body.data;
  expect([spec.currentMonth.calls.length, spec.currentMonth.totalCalls, spec.currentMonth.truncated]).toEqual([
    1000,
    1235,
    true,
  ]);
  expect([spec.previousMonth.calls.length, spec.previousMonth.truncated]).toEqual([56, false]);
  expect(newestFirst(spec.currentMonth.calls)).toBe(true);
});

test('the demo fills a month with calls in one request, rated and totalled as recorded ones', async () => {
  const s = server();
  const filled = await s.post<{ added: number }>('/api/dev/calls/month', { email: 'admin@demo.test', count: 300 });
  expect([filled.status, filled.body]).toEqual([200, { added: 300 }]);
  const [admin] = await s.db.query<{ id: number }>("SELECT id FROM customers WHERE poc = '100001'");
  expectAgreement(await checkMonths(s.db, admin?.id ?? 0));
  const { token } = await s.login('admin@demo.test');
  const page = (await s.get<CallPage>('/api/usage/calls/100001', token)).body;
  expect(page.month?.totalCalls).toBe(335);
  expect((await s.post('/api/dev/calls/month', { email: 'niemand@demo.test', count: 1 })).status).toBe(404);
});
