import { redactUrl } from '../../server/http/logRedaction';
import type { DownloadPrepareResponse, Invoice } from '../../src/api/contract';
import { useTestServer } from './helpers';

/** Tokens never reach the request log: not in a download link's path, a query string or a message. */
const lines: string[] = [];
const server = useTestServer({ config: { logLevel: 'info' }, logStream: { write: (line) => void lines.push(line) } });

test('the request log of download links, app logins and unknown paths holds no token', async () => {
  const s = server();
  const { token, refresh_token: refreshToken } = await s.login('admin@demo.test');
  const [invoice] = (await s.get<Invoice[]>('/api/invoices', token)).body;
  const prepared = await s.post<DownloadPrepareResponse>(
    '/api/download/prepare',
    { service: 'account/invoice', meta: { id: invoice?.id } },
    token,
  );
  const path = new URL(prepared.body.pdf?.pdfUrl ?? '').pathname;
  const linkToken = path.split('/').pop() ?? '';
  expect(linkToken).toHaveLength(43);
  lines.length = 0;

  expect((await s.get(path)).status).toBe(200);
  expect((await s.get(`${path.replace(/\/[^/]+$/, '')}/${refreshToken}`)).status).toBe(404);
  await s.get(`/?state=${linkToken}&x=1`);
  await s.get(`/api/onbekend/${refreshToken}?token=${token}`);
  await s.get('/api/dashboard', token);

  const log = lines.join('');
  expect(log).toContain('/api/download/file/invoice-');
  expect(log).toContain('‹verborgen›');
  for (const secret of [linkToken, refreshToken, token, token.split('.')[1] ?? token])
    expect(log).not.toContain(secret);
});

test('redactUrl keeps the shape of a path and the names of query parameters', () => {
  expect(redactUrl('/api/download/file/invoice-12/short')).toBe('/api/download/file/invoice-12/‹verborgen›');
  expect(redactUrl('/?state=abc&lang=nl')).toBe('/?state=‹verborgen›&lang=‹verborgen›');
  expect(redactUrl('/api/dashboard')).toBe('/api/dashboard');
});
