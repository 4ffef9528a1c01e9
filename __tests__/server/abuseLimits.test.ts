import type { Diagnostics, Invoice } from '../../src/api/contract';
import { outbox, useTestServers, type TestServer } from './helpers';

/**
 * Limits against abuse by a logged-in account, counted in the database so that they hold whichever
 * instance a request reaches: mails per account and per recipient, tickets and replies per hour,
 * technical data per day, downloads and exports one at a time and per hour (docs/security.md, "Limits
 * per account").
 */
const abuseLimits = {
  mailsPerAccount: { hour: 4, day: 6 },
  mailsPerRecipient: { hour: 2, day: 3 },
  ticketMessagesPerHour: 5,
  diagnosticsBytesPerDay: 3000,
  emailChangesPerDay: 3,
  downloadsPerHour: 3,
};
const servers = useTestServers([{ config: { abuseLimits } }, { config: { abuseLimits } }]);
let first: TestServer;
let second: TestServer;
beforeEach(() => {
  [first, second] = servers() as [TestServer, TestServer];
});
const both = (i: number) => (i % 2 ? second : first);

async function invoiceMail(s: TestServer, token: string) {
  const [invoice] = (await s.get<Invoice[]>('/api/invoices', token)).body;
  return s.post('/api/download/prepare', { service: 'invoices/export', meta: { id: invoice?.id } }, token);
}

describe('mails per account', () => {
  // The invoice link goes to the 'E-mailadres voor facturen' when there is one, which counts per recipient too;
  // without one it goes to the login's own address, so only the account's limits apply here.
  const invoicesToOwnAddress = (s: TestServer) =>
    s.db.query(
      "UPDATE customers SET companyemail = '' WHERE id = (SELECT customer_id FROM users WHERE email = 'admin@demo.test')",
    );

  test('invoice mails fired at once on two instances stop at the hourly limit with a Dutch 429', async () => {
    await invoicesToOwnAddress(first);
    const { token } = await first.login('admin@demo.test');
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => invoiceMail(both(i), token)));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(4).fill(200), ...Array(8).fill(429)]);
    const refused = replies.find((r) => r.status === 429);
    expect(refused?.body).toEqual({
      message: 'Er zijn het afgelopen uur te veel e-mails verstuurd vanuit je account. Probeer het later opnieuw.',
    });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await outbox(first)).filter((m) => m.subject === 'Je factuur downloaden')).toHaveLength(4);
    // Another customer has a limit of its own.
    const other = await second.login('prepaid@demo.test');
    expect((await invoiceMail(second, other.token)).status).toBe(200);
  });

  test('after an hour more may go, until the daily limit', async () => {
    await invoicesToOwnAddress(first);
    const { token } = await first.login('admin@demo.test');
    for (let i = 0; i < 4; i += 1) expect((await invoiceMail(both(i), token)).status).toBe(200);
    for (const s of [first, second]) s.clock.advanceSeconds(3601);
    const { token: later } = await second.login('admin@demo.test');
    expect((await invoiceMail(first, later)).status).toBe(200);
    expect((await invoiceMail(second, later)).status).toBe(200);
    const overDay = await invoiceMail(first, later);
    expect(overDay.status).toBe(429);
    expect(overDay.body).toEqual({
      message: 'Er zijn vandaag te veel e-mails verstuurd vanuit je account. Probeer het morgen opnieuw.',
    });
  });

  test('adding and removing an extra user in a loop stops mailing one address at its limit', async () => {
    const { token } = await first.login('admin@demo.test');
    const add = (s: TestServer) =>
      s.post<{ bundle_subusers_id: number }>(
        '/api/users/add-extra',
        { email: 'vreemde@elders.test', password: 'Lang-genoeg-9' },
        token,
      );
    for (let i = 0; i < 2; i += 1) {
      const added = await add(both(i));
      expect(added.status).toBe(201);
      const removed = await both(i + 1).post(
        '/api/users/remove-extra',
        { bundleSubUserId: added.body.bundle_subusers_id },
        token,
      );
      expect(removed.status).toBe(200);
    }
    const third = await add(first);
    expect(third.status).toBe(429);
    expect(third.body).toEqual({
      message: 'Er zijn het afgelopen uur te veel e-mails naar dit adres verstuurd. Probeer het later opnieuw.',
    });
    expect((await outbox(first)).filter((m) => m.to === 'vreemde@elders.test')).toHaveLength(2);
    // Refused before anything was made: no third extra user.
    const active = await second.get<{ subusers: Array<{ bundle_subusers_email: string }> }>(
      '/api/accounts/100001/bundles/active',
      token,
    );
    expect(active.body.subusers.filter((u) => u.bundle_subusers_email === 'vreemde@elders.test')).toHaveLength(0);
  });
});

describe('tickets', () => {
  const ticket = (s: TestServer, token: string, diagnostics?: Diagnostics) =>
    s.post(
      '/api/tickets',
      { subject: 'Bellen lukt niet meer', message: 'Sinds vanochtend kan ik niet bellen.', category: 1, diagnostics },
      token,
    );

  test('new tickets and replies fired at once stop at the hourly limit per account', async () => {
    const { token } = await first.login('admin@demo.test');
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => ticket(both(i), token)));
    expect(replies.map((r) => r.status).sort()).toEqual([...Array(5).fill(201), ...Array(5).fill(429)]);
    expect(replies.find((r) => r.status === 429)?.body).toEqual({
      error: {
        message: 'Je hebt het afgelopen uur te veel vragen en reacties verstuurd. Probeer het later opnieuw.',
      },
    });
    const [created] = (await first.get<{ tickets: Array<{ id: number; locked: boolean }> }>('/api/tickets', token)).body
      .tickets;
    const reply = await second.post(
      '/api/tickets/message',
      { ticketID: created?.id, message: 'Nog een reactie erbij.' },
      token,
    );
    expect(reply.status).toBe(429);
    for (const s of [first, second]) s.clock.advanceSeconds(3601);
    const { token: later } = await second.login('admin@demo.test');
    expect((await ticket(second, later)).status).toBe(201);
  });

  test('technical data is limited per account per day; the question itself may still be sent without it', async () => {
    const { token } = await first.login('admin@demo.test');
    const log = (n: number): Diagnostics => ({
      format: 'portal-action-log/1',
      appVersion: '1.0.0',
      platform: 'android',
      viewport: { width: 390, height: 844 },
      createdAt: '2026-03-18T10:00:00.000Z',
      recordedActions: n,
      truncated: false,
      droppedActions: 0,
      actions: Array.from({ length: n }, (_, i) => ({
        type: 'ui/overlayShown',
        time: 1_700_000_000_000 + i,
        payload: 'x'.repeat(100),
      })),
    });
    expect((await ticket(first, token, log(10))).status).toBe(201);
    const over = await ticket(second, token, log(10));
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      error: {
        message:
          'Je hebt vandaag te veel technische gegevens meegestuurd. Verstuur je bericht zonder technische gegevens, of probeer het morgen opnieuw.',
      },
    });
    expect((await ticket(second, token)).status).toBe(201);
  });

  test('technical data nested deeper than its schema allows is refused with a 400, not a 500', async () => {
    const { token } = await first.login('admin@demo.test');
    // Written as text: the nesting is too deep for JSON.stringify itself, which is what the server tripped over.
    const deep = `${'{"a":'.repeat(4500)}"bodem"${'}'.repeat(4500)}`;
    const log = JSON.stringify({
      format: 'portal-action-log/1',
      appVersion: '1.0.0',
      platform: 'android',
      viewport: { width: 390, height: 844 },
      createdAt: '2026-03-18T10:00:00.000Z',
      recordedActions: 1,
      truncated: false,
      droppedActions: 0,
      actions: [{ type: 'x/y', time: 1_700_000_000_000, payload: 'DEEP' }],
    }).replace('"DEEP"', deep);
    const body = `{"subject":"Bellen lukt niet meer","message":"Sinds vanochtend kan ik niet bellen.","category":1,"diagnostics":${log}}`;
    for (const path of ['/api/tickets', '/api/tickets/message']) {
      const reply = await first.raw(
        'POST',
        path,
        path.endsWith('message') ? body.replace('"subject"', '"ticketID":1,"x"') : body,
        'application/json',
        token,
      );
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ error: { message: 'Veld "payload" is te diep genest (maximaal 32 niveaus).' } });
    }
  });
});

describe('downloads and exports', () => {
  const RUNNING =
    'Er wordt al een download of export van je account klaargemaakt. Wacht tot die klaar is en probeer het dan opnieuw.';
  const customerOf = async (s: TestServer, email: string) =>
    (await s.db.query<{ id: number }>('SELECT customer_id AS id FROM users WHERE email = $1', [email]))[0]?.id;
  /** A download of the account running elsewhere (another instance's stream), for `seconds` more. */
  const holdSlot = async (s: TestServer, email: string, seconds: number) =>
    s.db.query(
      `INSERT INTO download_slots (customer_id, holder, held_until) VALUES ($1, 'elders', $2::timestamptz + make_interval(secs => $3))`,
      [await customerOf(s, email), s.clock.now(), seconds],
    );

  test('while one runs on any instance, every download and export of the account waits: a Dutch 429', async () => {
    const { token } = await first.login('admin@demo.test');
    await first.post('/api/download/prepare', { service: 'account/export' }, token);
    const link = /\/api\/download\/file\/\S+/.exec((await outbox(first))[0]?.body ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    await holdSlot(first, 'admin@demo.test', 40);

    const refused = [
      await second.get('/api/usage/calls/100001/csv', token),
      await first.get('/api/usage/downloadcurrentmonth/100001/03/2026', token),
      await second.get('/api/activity/csv', token),
      await first.get(link),
    ];
    expect(refused.map((reply) => [reply.status, reply.headers.get('retry-after')])).toEqual(
      Array(4).fill([429, '40']),
    );
    expect(refused.map((reply) => JSON.stringify(reply.body).includes(RUNNING))).toEqual([true, true, true, true]);
    // Nothing was mailed, and the mailed link is not used up.
    expect((await outbox(first)).map((mail) => mail.subject)).toHaveLength(1);
    // Another customer downloads meanwhile.
    const other = await second.login('ander@demo.test');
    expect((await first.get('/api/usage/calls/200001/csv', other.token)).status).toBe(200);

    // A holder that stopped renewing (a killed instance) keeps the slot only until its hold ends.
    for (const s of [first, second]) s.clock.advanceSeconds(41);
    const later = (await first.login('admin@demo.test')).token;
    const file = await second.get<{ klant: { poc: string } }>(link);
    expect([file.status, file.body.klant.poc]).toEqual([200, '100001']);
    expect((await first.get('/api/usage/calls/100001/csv', later)).status).toBe(200);
  });

  test('so many an hour per account, on any instance; refused ones while another ran do not count', async () => {
    const { token } = await first.login('admin@demo.test');
    const csv = (s: TestServer) => s.get<string>('/api/usage/calls/100001/csv', token);
    await holdSlot(first, 'admin@demo.test', 30);
    expect((await csv(second)).status).toBe(429);
    await first.db.query('DELETE FROM download_slots');
    expect((await csv(first)).status).toBe(200);
    expect((await second.get('/api/activity/csv', token)).status).toBe(200);
    expect((await csv(second)).status).toBe(200);
    const over = await csv(first);
    expect([over.status, over.body]).toEqual([
      429,
      {
        message:
          'Je hebt het afgelopen uur te veel downloads en exports van je account gevraagd. Probeer het later opnieuw.',
      },
    ]);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3000);
    for (const s of [first, second]) s.clock.advanceSeconds(3601);
    const later = (await second.login('admin@demo.test')).token;
    expect((await second.get('/api/usage/calls/100001/csv', later)).status).toBe(200);
  });
});
