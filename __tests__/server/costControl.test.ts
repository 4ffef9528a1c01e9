import type { DashboardResponse, UsageLimit } from '../../src/api/contract';
import { costMails, feed, FOREIGN, LIMIET, setLimit } from './costControlHelpers';
import { useTestServer } from './helpers';

/**
 * The cost controls on the server's clock (Wednesday 18 March 2026): the monthly limit with its
 * warnings at 80 % and 100 %, the waiver, and prepaid's low-credit warning (the cap and its lifting:
 * spendingCap.test.ts). limiet@demo.test (Zakelijk Start, 250 minutes) has made no calls: its costs
 * start at € 0,00.
 */
const server = useTestServer();

describe('the monthly limit', () => {
  test('is on at € 50,00 for every account, without a cap, and shows the month so far and the forecast', async () => {
    const s = server();
    const { token } = await s.login(LIMIET);
    const fresh = await s.get<UsageLimit>('/api/usage/limit', token);
    expect(fresh.body).toEqual({
      kind: 'subscription',
      monthlyLimit: 50,
      hardCap: 0,
      spentThisMonth: 0,
      forecast: 0,
      periodStart: '2026-03-01',
      blocked: false,
      blockedUntil: null,
      waivedAt: null,
      waivedBy: null,
      lowCreditMinutes: null,
      creditMinutes: null,
    });
    await feed(s, LIMIET, [{ calledNumber: FOREIGN, minutes: 10 }]);
    const after = await s.get<UsageLimit>('/api/usage/limit', token);
    // € 0,60 in the first 419 hours of March's 743 (summer time starts on the 29th): € 1,06 by its end.
    expect(after.body).toMatchObject({ spentThisMonth: 0.6, forecast: 1.06 });
  });

  test('the forecast counts the bundle running out at the pace so far', async () => {
    const s = server();
    const { token } = await s.login(LIMIET);
    // 200 national minutes in 419 of 743 hours: 355 by the month's end, 105 beyond the 250 of the bundle.
    await feed(s, LIMIET, [{ calledNumber: '0201234999', minutes: 200 }]);
    const { body } = await s.get<UsageLimit>('/api/usage/limit', token);
    expect(body).toMatchObject({ spentThisMonth: 0, forecast: 6.3 });
  });

  test('warns at 80 % and at 100 % by mail, each once, and the dashboard says which', async () => {
    const s = server();
    const { token } = await s.login(LIMIET);
    expect((await setLimit(s, token, { monthlyLimit: 5, hardCap: 0 })).status).toBe(200);
    await feed(s, LIMIET, [{ calledNumber: FOREIGN, minutes: 60 }]); // € 3,60: 72 %
    expect(await costMails(s)).toEqual([]);
    await feed(s, LIMIET, [{ calledNumber: FOREIGN, minutes: 10 }]); // € 4,20: 84 %
    const [eighty] = await costMails(s);
    expect(eighty?.subject).toBe('Verbruiksmelding: 80% van je limiet gebruikt');
    expect(eighty?.body).toContain('Je hebt 80% van je limiet van €\u00a05,00 excl.\u00a0btw gebruikt.');
    expect(eighty?.body).toContain('Je gesprekken kosten deze maand tot nu toe €\u00a04,20.');
    let dashboard = await s.get<DashboardResponse>('/api/dashboard', token);
    expect(dashboard.body.costStatus).toEqual({
      limitLevel: 80,
      monthlyLimit: 5,
      blockedUntil: null,
      lowCreditMinutes: null,
      spentThisMonth: 4.2,
    });

    await feed(s, LIMIET, [{ calledNumber: FOREIGN, minutes: 5 }]); // € 4,50: still 90 %
    expect(await costMails(s)).toHaveLength(1);
    await feed(s, LIMIET, [{ calledNumber: FOREIGN, minutes: 10 }]); // € 5,10
    await feed(s, LIMIET, [{ calledNumber: FOREIGN, minutes: 10 }]); // € 5,70
    const mails = await costMails(s);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Verbruiksmelding: 80% van je limiet gebruikt',
      'Verbruiksmelding: je limiet is bereikt',
    ]);
    expect(mails[1]?.body).toContain('Je hebt 100% van je limiet van €\u00a05,00 excl.\u00a0btw gebruikt.');
    dashboard = await s.get<DashboardResponse>('/api/dashboard', token);
    expect(dashboard.body.costStatus).toMatchObject({ limitLevel: 100, blockedUntil: null, spentThisMonth: 5.7 });
  });

  test('a new month starts afresh: no notice, and the warnings come again', async () => {
    const s = server();
    const { token } = await s.login(LIMIET);
    await setLimit(s, token, { monthlyLimit: 5, hardCap: 0 });
    await feed(s, LIMIET, [{ calledNumber: FOREIGN, minutes: 90 }]);
    expect((await costMails(s)).map((mail) => mail.subject)).toEqual(['Verbruiksmelding: je limiet is bereikt']);

    s.clock.set('2026-04-01T08:00:00Z');
    const again = await s.login(LIMIET);
    const april = await s.get<UsageLimit>('/api/usage/limit', again.token);
    expect(april.body).toMatchObject({ periodStart: '2026-04-01', spentThisMonth: 0, monthlyLimit: 5 });
    expect((await s.get<DashboardResponse>('/api/dashboard', again.token)).body.costStatus?.limitLevel).toBeNull();
    await feed(s, LIMIET, [{ calledNumber: FOREIGN, minutes: 70 }]);
    expect((await costMails(s)).map((mail) => mail.subject)).toEqual([
      'Verbruiksmelding: je limiet is bereikt',
      'Verbruiksmelding: 80% van je limiet gebruikt',
    ]);
  });

  test('a level reached already when the limit is set warns at once; raising and lowering it again mails no more', async () => {
    const s = server();
    const { token } = await s.login(LIMIET);
    await feed(s, LIMIET, [{ calledNumber: FOREIGN, minutes: 70 }]); // € 4,20
    expect(await costMails(s)).toEqual([]);
    await setLimit(s, token, { monthlyLimit: 5, hardCap: 0 });
    expect((await costMails(s)).map((mail) => mail.subject)).toEqual(['Verbruiksmelding: 80% van je limiet gebruikt']);
    await setLimit(s, token, { monthlyLimit: 50, hardCap: 0 });
    expect((await s.get<DashboardResponse>('/api/dashboard', token)).body.costStatus?.limitLevel).toBeNull();
    await setLimit(s, token, { monthlyLimit: 5, hardCap: 0 });
    // The dashboard says the level again; the mail of this month's 80 % went out once.
    expect((await s.get<DashboardResponse>('/api/dashboard', token)).body.costStatus?.limitLevel).toBe(80);
    expect(await costMails(s)).toHaveLength(1);
  });

  test('switching the limit down and up sixty times mails each level once this month, not once per switch', async () => {
    const s = server();
    const { token } = await s.login(LIMIET);
    await feed(s, LIMIET, [{ calledNumber: FOREIGN, minutes: 90 }]); // € 5,40
    for (let flip = 0; flip < 30; flip += 1) {
      expect((await setLimit(s, token, { monthlyLimit: 5, hardCap: 0 })).status).toBe(200);
      expect((await setLimit(s, token, { monthlyLimit: 50, hardCap: 0 })).status).toBe(200);
    }
    // Both levels were reached by the first switch: one mail, of the higher one.
    expect((await costMails(s)).map((mail) => mail.subject)).toEqual(['Verbruiksmelding: je limiet is bereikt']);
    await setLimit(s, token, { monthlyLimit: 6, hardCap: 0 }); // 90 %: a level already mailed
    await setLimit(s, token, { monthlyLimit: null, hardCap: 0 });
    await setLimit(s, token, { monthlyLimit: 5.4, hardCap: 0 });
    expect(await costMails(s)).toHaveLength(1);
    // A new month warns again.
    s.clock.set('2026-04-01T08:00:00Z');
    await feed(s, LIMIET, [{ calledNumber: FOREIGN, minutes: 90 }]);
    expect(await costMails(s)).toHaveLength(2);
  });

  test('refuses amounts outside € 1,00 to € 10.000,00, fields of the other kind of account, and non-admins', async () => {
    const s = server();
    const { token } = await s.login(LIMIET);
    const message = 'Vul een bedrag in van €\u00a01,00 tot en met €\u00a010.000,00.';
    for (const monthlyLimit of [0.99, 10_000.01])
      expect((await setLimit(s, token, { monthlyLimit, hardCap: 0 })).body).toEqual({ message });
    // At most two decimals, however small the third: the column would round it away unseen.
    const twoDecimals = 'Vul een bedrag in met hoogstens twee cijfers achter de komma.';
    for (const monthlyLimit of [12.345, 5.0000001])
      expect((await setLimit(s, token, { monthlyLimit, hardCap: 0 })).body).toEqual({ message: twoDecimals });
    // Not an amount at all: a negative figure or text.
    for (const monthlyLimit of [-5, 'veel'])
      expect((await setLimit(s, token, { monthlyLimit, hardCap: 0 })).body).toEqual({
        message: 'Veld "monthlyLimit" moet een bedrag zijn.',
      });
    expect((await s.get<UsageLimit>('/api/usage/limit', token)).body.monthlyLimit).toBe(50);
    expect((await setLimit(s, token, { monthlyLimit: 10_000, hardCap: 1 })).status).toBe(200);
    expect((await setLimit(s, token, { monthlyLimit: 1, hardCap: 0 })).status).toBe(200);
    expect((await setLimit(s, token, { hardCap: 0 })).body).toEqual({
      message: 'Vul een limiet in, of zet de limiet uit.',
    });
    expect((await setLimit(s, token, { monthlyLimit: 20, hardCap: 0, lowCreditMinutes: 10 })).status).toBe(400);
    const user = await s.login('gebruiker@demo.test');
    expect((await s.get('/api/usage/limit', user.token)).status).toBe(403);
    expect((await setLimit(s, user.token, { monthlyLimit: 20, hardCap: 0 })).status).toBe(403);
    expect((await s.get<DashboardResponse>('/api/dashboard', user.token)).body.costStatus).toBeUndefined();
  });
});

describe('switching the limit off', () => {
  test('records when and by whom (the waiver), and switching it on again ends the waiver but keeps the record', async () => {
    const s = server();
    const { token } = await s.login(LIMIET);
    const off = await setLimit(s, token, { monthlyLimit: null, hardCap: 0 });
    expect(off.body).toMatchObject({
      monthlyLimit: null,
      waivedAt: '2026-03-18T10:00:00.000Z',
      waivedBy: 'limiet@demo.test',
    });
    await feed(s, LIMIET, [{ calledNumber: FOREIGN, minutes: 1000 }]);
    expect(await costMails(s)).toEqual([]);
    expect((await s.get<DashboardResponse>('/api/dashboard', token)).body.costStatus).toMatchObject({
      limitLevel: null,
      monthlyLimit: null,
    });

    s.clock.advanceDays(1);
    const next = await s.login(LIMIET);
    const on = await setLimit(s, next.token, { monthlyLimit: 80, hardCap: 0 });
    expect(on.body).toMatchObject({ monthlyLimit: 80, waivedAt: null, waivedBy: null });
    const waivers = await s.db.query<{ waived_at: Date; waived_by_email: string; ended_at: Date | null }>(
      `SELECT waived_at, waived_by_email, ended_at FROM usage_limit_waivers w
         JOIN customers c ON c.id = w.customer_id WHERE c.poc = '100008'`,
    );
    expect(waivers).toEqual([
      {
        waived_at: new Date('2026-03-18T10:00:00Z'),
        waived_by_email: 'limiet@demo.test',
        ended_at: new Date('2026-03-19T10:00:00Z'),
      },
    ]);
  });
});

describe('prepaid: the low-credit warning', () => {
  test('warns once by mail and on the dashboard when the credit buys fewer minutes than the threshold', async () => {
    const s = server();
    const { token } = await s.login('prepaid@demo.test');
    // € 12,50 of credit buys 250 minutes; the default threshold is 30.
    expect((await s.get<UsageLimit>('/api/usage/limit', token)).body).toMatchObject({
      kind: 'prepaid',
      monthlyLimit: 50,
      lowCreditMinutes: 30,
      creditMinutes: 250,
    });
    const calls = await feed(s, 'prepaid@demo.test', [
      { calledNumber: '0201234999', minutes: 215 }, // € 10,75 of credit: 35 minutes left
      { calledNumber: '0612345000', minutes: 10 }, // 25 left
      { calledNumber: '0612345000', minutes: 1 }, // 24 left
    ]);
    expect(calls[0]).toMatchObject({ recorded: true, charge: 'credit', cost: 10.75 });
    const mails = await costMails(s, 'prepaid@demo.test');
    expect(mails.map((mail) => mail.subject)).toEqual(['Verbruiksmelding: je tegoed is bijna op']);
    expect(mails[0]?.body).toContain('Je tegoed is bijna op: je kunt nog ongeveer 25 minuten bellen.');
    expect((await s.get<DashboardResponse>('/api/dashboard', token)).body.costStatus).toMatchObject({
      lowCreditMinutes: 24,
    });
    expect((await s.get<{ credit: number }>('/api/credit', token)).body.credit).toBe(1.2);
  });

  test('the threshold is set in minutes; a threshold above what the credit buys warns at once', async () => {
    const s = server();
    const { token } = await s.login('prepaid@demo.test');
    const saved = await setLimit(s, token, { lowCreditMinutes: 300 });
    expect(saved.body).toMatchObject({ lowCreditMinutes: 300, creditMinutes: 250 });
    expect((await costMails(s, 'prepaid@demo.test')).map((mail) => mail.subject)).toEqual([
      'Verbruiksmelding: je tegoed is bijna op',
    ]);
    expect((await setLimit(s, token, { lowCreditMinutes: 0 })).status).toBe(400);
    expect((await setLimit(s, token, { monthlyLimit: 20, hardCap: 0 })).body).toEqual({
      message: 'Deze instelling hoort niet bij jouw soort account.',
    });
  });
});
