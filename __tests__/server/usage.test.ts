import type { CallsResponse, Usage } from '../../src/api/contract';
import { outbox, useTestServer } from './helpers';

const server = useTestServer();

describe('usage', () => {
  test('GET /api/usage: totals and donut categories of outgoing calls this month', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const reply = await s.get<Usage>('/api/usage', token);
    expect(reply.status).toBe(200);
    const { categories, totalMinutesCalled } = reply.body;
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.reduce((sum, c) => sum + c.totalMinutes, 0)).toBe(totalMinutesCalled);
    expect(categories.reduce((sum, c) => sum + c.percentage, 0)).toBeCloseTo(100, 0);
    expect(categories[0]?.circleDistance).toBe(25);
    expect(categories[0]?.circlePiece).toBe(categories[0]?.percentage);
    expect(Date.parse(reply.body.lastUpdated)).toBeLessThanOrEqual(Date.parse('2026-03-18T10:00:00Z'));
  });

  test('calls of the current and previous month', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const reply = await s.get<CallsResponse>('/api/usage/currentandpreviousmonth/100001', token);
    expect(reply.status).toBe(200);
    const { currentMonth, previousMonth } = reply.body.data;
    expect(currentMonth.periodStart).toBe('2026-03-01');
    expect(previousMonth.periodStart).toBe('2026-02-01');
    expect(currentMonth.calls.length).toBeGreaterThan(0);
    expect(previousMonth.calls.length).toBeGreaterThan(0);
    expect(currentMonth.calls.every((c) => c.date >= '2026-03-01' && c.date <= '2026-03-18')).toBe(true);
    expect(previousMonth.calls.every((c) => c.date.startsWith('2026-02'))).toBe(true);
    expect(currentMonth.calls[0]).toEqual({
      id: expect.any(Number),
      type: expect.stringMatching(/^[OI]$/),
      calledNumber: expect.any(String),
      telephoneNumber: expect.any(String),
      date: expect.any(String),
      time: expect.stringMatching(/^\d\d:\d\d:\d\d$/),
      duration: expect.any(Number),
      charge: expect.stringMatching(/^(free|bundle|partial|paid)$/),
      cost: expect.any(Number),
    });
    expect((await s.get('/api/usage/currentandpreviousmonth/200001', token)).status).toBe(403);
  });

  test('call data is mailed for the current or previous month only', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const current = await s.get<{ message: string }>('/api/usage/downloadcurrentmonth/100001/3/2026', token);
    expect(current.body).toEqual({ message: 'De gesprekken zijn verstuurd naar admin@demo.test.' });
    expect((await outbox(s))[0]).toMatchObject({ to: 'admin@demo.test', subject: 'Je gesprekken van 03-2026' });
    expect((await s.get('/api/usage/downloadpreviousmonth/100001/2/2026', token)).status).toBe(200);
    expect((await s.get('/api/usage/downloadpreviousmonth/100001/3/2026', token)).status).toBe(400);
    expect((await s.get('/api/usage/downloadcurrentmonth/200001/3/2026', token)).status).toBe(403);
    const user = await s.login('gebruiker@demo.test');
    expect((await s.get('/api/usage', user.token)).status).toBe(403);
  });

  test('mailed call data neutralises cells a spreadsheet would run as a formula (OWASP CSV injection)', async () => {
    const s = server();
    const [customer] = await s.db.query<{ id: number }>("SELECT id FROM customers WHERE poc = '100001'");
    // Outgoing calls show the number called, incoming ones the caller's.
    for (const [type, called, caller] of [
      ['O', '=HYPERLINK("http://evil.example","x")', '0201234567'],
      ['O', '-2+3', '0201234567'],
      ['I', '0201234567', '@SUM(A1)'],
      ['I', '0201234567', '+cmd|calc'],
    ])
      await s.db.query(
        `INSERT INTO calls (customer_id, type, category, called_number, telephone_number, started_at, duration)
         VALUES ($1, $2, 'Nationaal', $3, $4, $5, 60)`,
        [customer?.id, type, called, caller, s.clock.now()],
      );
    const { token } = await s.login('admin@demo.test');
    expect((await s.get('/api/usage/downloadcurrentmonth/100001/3/2026', token)).status).toBe(200);
    const [mail] = await outbox(s);
    const lines = (mail?.attachments?.[0]?.content ?? '')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines.some((line) => line.includes(';"\'=HYPERLINK(""http://evil.example"",""x"")";'))).toBe(true);
    expect(lines.some((line) => line.includes(";'-2+3;"))).toBe(true);
    expect(lines.some((line) => line.includes(";'@SUM(A1);"))).toBe(true);
    expect(lines.some((line) => line.includes(";'+cmd|calc;"))).toBe(true);
    expect(lines.every((line) => !/(^|;)[=\-@]/.test(line) && !/(^|;)\+(?!\d+;)/.test(line))).toBe(true);
  });
});
