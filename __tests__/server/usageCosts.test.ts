import type { CallRecord, CallsResponse, Invoice, InvoiceDetail, Usage, UsageLimit } from '../../src/api/contract';
import { outbox, useTestServer, type TestServer } from './helpers';

/** What each call costs (requirements §9: € 0,06 per started minute outside the bundle) as the API says it. */
const server = useTestServer();

const startedMinutes = (call: CallRecord) => Math.ceil(call.duration / 60);
const cents = (euro: number) => Math.round(euro * 100);
const sumCents = (calls: CallRecord[]) => calls.reduce((sum, call) => sum + cents(call.cost), 0);

async function callsOf(s: TestServer, email: string, poc: string) {
  const { token } = await s.login(email);
  const reply = await s.get<CallsResponse>(`/api/usage/currentandpreviousmonth/${poc}`, token);
  expect(reply.status).toBe(200);
  return { token, ...reply.body.data };
}

async function feed(s: TestServer, email: string, calls: Array<{ calledNumber: string; duration: number }>) {
  const reply = await s.post<{ results: Array<{ recorded: boolean; charge: string | null; cost: number | null }> }>(
    '/api/dev/calls',
    { email, calls: calls.map((call) => ({ ...call, type: 'O' })) },
  );
  expect(reply.status).toBe(200);
  return reply.body.results;
}

describe('the cost of each call', () => {
  test('on a plan with 1,000 included minutes national calls are within the bundle, 0800 is free, foreign and 0900 numbers pay', async () => {
    const s = server();
    const { currentMonth } = await callsOf(s, 'admin@demo.test', '100001');
    const byKind = (test: (call: CallRecord) => boolean) => currentMonth.calls.filter(test);
    const outgoing = (prefix: RegExp) => (call: CallRecord) => call.type === 'O' && prefix.test(call.calledNumber);

    const national = byKind(outgoing(/^0[1-7]/));
    expect(national.length).toBeGreaterThan(0);
    for (const call of national) expect(call).toMatchObject({ charge: 'bundle', cost: 0 });
    const freephone = byKind(outgoing(/^0800/));
    expect(freephone.length).toBeGreaterThan(0);
    for (const call of freephone) expect(call).toMatchObject({ charge: 'free', cost: 0 });
    const paid = byKind(outgoing(/^(0900|[1-9])/));
    expect(paid.length).toBeGreaterThan(0);
    for (const call of paid) expect(call).toMatchObject({ charge: 'paid', cost: (startedMinutes(call) * 6) / 100 });
    for (const call of byKind((c) => c.type !== 'O')) expect(call).toMatchObject({ charge: 'free', cost: 0 });
  });

  test('on a plan of 250 minutes the call that uses up the bundle pays for the minutes beyond it, the next in full', async () => {
    const s = server();
    const { currentMonth } = await callsOf(s, 'wijzig@demo.test', '100006');
    const used = currentMonth.calls
      .filter((call) => call.charge === 'bundle')
      .reduce((sum, call) => sum + startedMinutes(call), 0);
    expect(used).toBeLessThan(250);
    const left = 250 - used;
    const results = await feed(s, 'wijzig@demo.test', [
      { calledNumber: '0201234999', duration: (left + 2) * 60 },
      { calledNumber: '0612345000', duration: 61 },
      { calledNumber: '112', duration: 600 },
    ]);
    expect(results).toEqual([
      expect.objectContaining({ recorded: true, charge: 'partial', cost: 0.12 }),
      expect.objectContaining({ recorded: true, charge: 'paid', cost: 0.12 }),
      expect.objectContaining({ recorded: true, charge: 'free', cost: 0 }),
    ]);
  });

  test("the month's call costs are the sum the limit counts, and last month's are on last month's invoice", async () => {
    const s = server();
    const { token, currentMonth, previousMonth } = await callsOf(s, 'admin@demo.test', '100001');
    const limit = await s.get<UsageLimit>('/api/usage/limit', token);
    expect(cents(limit.body.spentThisMonth)).toBe(sumCents(currentMonth.calls));
    expect(limit.body.spentThisMonth).toBeGreaterThan(0);

    const lastMonth = sumCents(previousMonth.calls);
    expect(lastMonth).toBeGreaterThan(0);
    const invoices = await s.get<Invoice[]>('/api/invoices', token);
    const february = invoices.body.find((invoice) => invoice.updateDate === '2026-03-01' && invoice.prepaid === 0);
    const detail = await s.get<InvoiceDetail>(`/api/invoices?id=${february?.id}`, token);
    expect(detail.body.periodStart).toBe('2026-02-01');
    const calls = detail.body.lines.filter((line) => line.description.startsWith('Gesprekken buiten de bundel'));
    expect(calls.reduce((sum, line) => sum + cents(line.amount), 0)).toBe(lastMonth);
    expect(cents(detail.body.price)).toBe(1895 + lastMonth);
  });

  test('GET /usage gives the talk time in seconds beside the started minutes, per category and in total', async () => {
    const s = server();
    const { token, currentMonth } = await callsOf(s, 'admin@demo.test', '100001');
    const usage = (await s.get<Usage>('/api/usage', token)).body;
    const outgoing = currentMonth.calls.filter((call) => call.type === 'O');
    expect(usage.totalSecondsCalled).toBe(outgoing.reduce((sum, call) => sum + call.duration, 0));
    expect(usage.totalMinutesCalled).toBe(outgoing.reduce((sum, call) => sum + startedMinutes(call), 0));
    expect(usage.categories.reduce((sum, category) => sum + category.totalSeconds, 0)).toBe(usage.totalSecondsCalled);
  });

  test('mailed call data travels as a CSV attachment with the rows of the download, not pasted into the mail', async () => {
    const s = server();
    const { token, currentMonth } = await callsOf(s, 'admin@demo.test', '100001');
    expect((await s.get('/api/usage/downloadcurrentmonth/100001/3/2026', token)).status).toBe(200);
    const [mail] = await outbox(s);
    expect(mail).toMatchObject({ to: 'admin@demo.test', subject: 'Je gesprekken van 03-2026' });
    expect(mail?.body).toBe(
      `Beste klant,\n\nIn de bijlage vind je je gesprekken van 03-2026 (${currentMonth.calls.length} gesprekken, CSV).`,
    );
    expect(mail?.attachments).toEqual([
      { filename: 'gesprekken-2026-03.csv', contentType: 'text/csv; charset=utf-8', content: expect.any(String) },
    ]);
    const lines = (mail?.attachments?.[0]?.content ?? '')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Richting;Nummer;Datum;Tijd;Duur;Duur (sec);Kosten;Tarief');
    expect(lines).toHaveLength(1 + currentMonth.calls.length);
    const foreign = lines.find((line) => line.startsWith('Uitgaand;+'));
    expect(foreign).toMatch(/^Uitgaand;\+\d{9,};\d\d-03-2026;\d\d:\d\d;[^;]+;\d+;\d+,\d\d;buiten bundel$/);
    expect(lines.some((line) => line.endsWith(';0,00;binnen bundel'))).toBe(true);
  });
});
