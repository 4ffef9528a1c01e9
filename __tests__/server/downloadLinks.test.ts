import { revokeAllOfUser } from '../../server/auth/revokeUser';
import type { DownloadPrepareResponse, Invoice } from '../../src/api/contract';
import { PASSWORD, outbox, useTestServer, type TestServer } from './helpers';

/**
 * Download links (invoice PDF, personal-data export): 5 minutes for the app, 24 hours and once by
 * mail, bound to their item, and revoked with their user's sessions.
 */
const server = useTestServer();
let token = '';
let invoices: Invoice[] = [];

beforeEach(async () => {
  const s = server();
  token = (await s.login('admin@demo.test')).token;
  invoices = (await s.get<Invoice[]>('/api/invoices', token)).body;
  expect(invoices.length).toBeGreaterThan(1);
});

const pathOf = (url: string) => new URL(url).pathname;

async function openLink(s: TestServer, invoiceId: number): Promise<string> {
  const reply = await s.post<DownloadPrepareResponse>(
    '/api/download/prepare',
    { service: 'account/invoice', meta: { id: invoiceId } },
    token,
  );
  expect(reply.status).toBe(200);
  return pathOf(reply.body.pdf?.pdfUrl ?? '');
}

/** The link of the newest mail in the outbox. */
async function mailedLink(s: TestServer): Promise<string> {
  const body = (await outbox(s))[0]?.body ?? '';
  const url = /https?:\/\/\S+\/api\/download\/file\/\S+/.exec(body)?.[0];
  if (!url) throw new Error(`no link in ${body}`);
  return pathOf(url);
}

async function mailInvoiceLink(s: TestServer, invoiceId: number): Promise<string> {
  const reply = await s.post('/api/download/prepare', { service: 'invoices/export', meta: { id: invoiceId } }, token);
  expect(reply.status).toBe(200);
  return mailedLink(s);
}

const status = async (s: TestServer, path: string) => (await s.get(path)).status;

test('a link for the app works for 5 minutes, also when opened again meanwhile', async () => {
  const s = server();
  const path = await openLink(s, invoices[0]?.id ?? 0);
  expect(path).toMatch(/^\/api\/download\/file\/invoice-\d+\/[\w-]{43}$/);
  const pdf = await s.get(path);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  s.clock.advanceSeconds(4 * 60 + 50);
  expect(await status(s, path)).toBe(200);
  s.clock.advanceSeconds(20);
  const late = await s.get(path);
  expect(late.status).toBe(404);
  expect(late.body).toEqual({ message: 'Deze downloadlink is ongeldig, verlopen of al gebruikt.' });
});

test('a mailed link works for 24 hours and only once', async () => {
  const s = server();
  const once = await mailInvoiceLink(s, invoices[0]?.id ?? 0);
  expect((await outbox(s))[0]?.body).toContain('24 uur geldig, één keer te gebruiken');
  const late = await mailInvoiceLink(s, invoices[0]?.id ?? 0);
  s.clock.advanceSeconds(24 * 3600 - 60);
  expect(await status(s, once)).toBe(200);
  expect(await status(s, once)).toBe(404);
  s.clock.advanceSeconds(61);
  expect(await status(s, late)).toBe(404);
});

test('a mailed link opened twice at once works once', async () => {
  const s = server();
  const path = await mailInvoiceLink(s, invoices[0]?.id ?? 0);
  const statuses = await Promise.all([status(s, path), status(s, path), status(s, path)]);
  expect(statuses.sort()).toEqual([200, 404, 404]);
});

test('a link opens only the invoice or export it was made for', async () => {
  const s = server();
  const [first, second] = invoices;
  const path = await openLink(s, first?.id ?? 0);
  const tokenPart = path.split('/').pop() ?? '';
  expect(await status(s, `/api/download/file/invoice-${second?.id}/${tokenPart}`)).toBe(404);
  expect(await status(s, `/api/download/file/export/${tokenPart}`)).toBe(404);
  expect(await status(s, `/api/download/file/invoice-${first?.id}/${tokenPart}`)).toBe(200);

  await s.post('/api/download/prepare', { service: 'account/export' }, token);
  const exportPath = await mailedLink(s);
  expect(exportPath).toMatch(/^\/api\/download\/file\/export\//);
  const exportToken = exportPath.split('/').pop() ?? '';
  expect(await status(s, `/api/download/file/invoice-${first?.id}/${exportToken}`)).toBe(404);
  const data = await s.get<{ klant: { poc: string } }>(exportPath);
  expect(data.status).toBe(200);
  expect(data.body.klant.poc).toBe('100001');
});

test("a password change ends every link of that user, the app's and the mailed ones", async () => {
  const s = server();
  const open = await openLink(s, invoices[0]?.id ?? 0);
  const mailed = await mailInvoiceLink(s, invoices[1]?.id ?? 0);
  const change = await s.post(
    '/api/account/password',
    { currentPassword: PASSWORD, newPassword: 'Zomerzon2026', newPasswordConfirm: 'Zomerzon2026' },
    token,
  );
  expect(change.status).toBe(200);
  expect(await status(s, open)).toBe(404);
  expect(await status(s, mailed)).toBe(404);
  // The login that changed the password goes on, and its new links work.
  expect(await status(s, await openLink(s, invoices[0]?.id ?? 0))).toBe(200);
});

test('signing out everywhere (revokeAllOfUser) ends the links, the logins and the reset links', async () => {
  const s = server();
  const open = await openLink(s, invoices[0]?.id ?? 0);
  const mailed = await mailInvoiceLink(s, invoices[1]?.id ?? 0);
  const other = await s.login('admin@demo.test');
  await s.post('/api/auth/forgot-password', { email: 'admin@demo.test' });
  await s.app.backgroundSettled();
  const resetToken = decodeURIComponent(/token=([\w%-]+)/.exec((await outbox(s))[0]?.body ?? '')?.[1] ?? '');
  expect(resetToken).not.toBe('');

  const [user] = await s.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@demo.test'");
  const revoked = await s.db.tx((q) => revokeAllOfUser(q, user?.id ?? 0, s.clock.now()));
  expect(revoked).toEqual({ sessions: 2, downloadLinks: 2, oneTimeTokens: 1 });

  expect(await status(s, open)).toBe(404);
  expect(await status(s, mailed)).toBe(404);
  expect((await s.get('/api/dashboard', token)).status).toBe(401);
  expect((await s.post('/api/auth/refresh', { refresh_token: other.refresh_token })).status).toBe(401);
  const reset = await s.post('/api/auth/reset-password', { token: resetToken, password: 'Zomerzon2026' });
  expect(reset.status).toBe(400);
});

test('links of another user of the same customer stay when one user signs out everywhere', async () => {
  const s = server();
  const open = await openLink(s, invoices[0]?.id ?? 0);
  const [other] = await s.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'gebruiker@demo.test'");
  await s.db.tx((q) => revokeAllOfUser(q, other?.id ?? 0, s.clock.now()));
  expect(await status(s, open)).toBe(200);
});

test("'Overal uitloggen' on the security page ends every link of the user, this login staying", async () => {
  const s = server();
  const open = await openLink(s, invoices[0]?.id ?? 0);
  const mailed = await mailInvoiceLink(s, invoices[1]?.id ?? 0);
  const other = await s.login('admin@demo.test');
  const reply = await s.post<{ ended: number }>('/api/security/sessions/end-all', { includeCurrent: false }, token);
  expect(reply.status).toBe(200);
  expect(reply.body.ended).toBe(1);
  expect(await status(s, open)).toBe(404);
  expect(await status(s, mailed)).toBe(404);
  expect((await s.post('/api/auth/refresh', { refresh_token: other.refresh_token })).status).toBe(401);
  expect((await s.get('/api/dashboard', token)).status).toBe(200);
});

test('the export link opened in the browser while another download runs: a Dutch page, the link kept', async () => {
  const s = server();
  await s.post('/api/download/prepare', { service: 'account/export' }, token);
  const exportPath = await mailedLink(s);
  // Another download of the account holds its one slot.
  await s.db.query(
    `INSERT INTO download_slots (customer_id, holder, held_until)
       SELECT id, 'elders', now() + interval '1 minute' FROM customers WHERE poc = '100001'`,
  );
  const page = await s.get<string>(exportPath, undefined, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
  expect(page.status).toBe(429);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(page.body).toContain('<h1>Downloaden lukt nu niet</h1>');
  expect(page.body).toContain(
    '<p>Er wordt al een download of export van je account klaargemaakt. Wacht tot die klaar is en probeer het dan opnieuw.</p>',
  );
  expect(page.body).not.toMatch(/"message"/);
  // A program asking for JSON still gets the API's answer.
  const json = await s.get<{ message: string }>(exportPath);
  expect([json.status, json.body.message]).toEqual([429, expect.stringMatching(/^Er wordt al een download/)]);

  // The busy slot did not use the mailed link up: once the other download is done, it works.
  await s.db.query(`DELETE FROM download_slots`);
  const data = await s.get<{ klant: { poc: string } }>(exportPath);
  expect(data.status).toBe(200);
  expect(data.body.klant.poc).toBe('100001');
});

test('a used or wrong link opened in the browser says so on a page, with the way to the portal', async () => {
  const s = server();
  const page = await s.get<string>('/api/download/file/export/onbekend', undefined, { accept: 'text/html' });
  expect(page.status).toBe(404);
  expect(page.body).toContain('<p>Deze downloadlink is ongeldig, verlopen of al gebruikt.</p>');
  expect(page.body).toContain('<a href="/">Naar het klantportaal</a>');
});
