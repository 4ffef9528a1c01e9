import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { CallPage } from '../../src/api/contract';
import { useTestServer, type TestServer } from './helpers';

/**
 * JSON answers of 1 KB or more go out compressed as the client asks (brotli before gzip), and decode
 * to exactly the answer sent uncompressed; small answers and clients that ask for nothing get plain text.
 */
const server = useTestServer();

async function raw(s: TestServer, url: string, token: string, acceptEncoding?: string) {
  const reply = await s.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
  return { status: reply.statusCode, headers: reply.headers, body: reply.rawPayload };
}

test('a page of calls goes out with brotli or gzip as asked, and decodes to the plain answer', async () => {
  const s = server();
  const { token } = await s.login('admin@demo.test');
  const url = '/api/usage/calls/100001?limit=200';
  const plain = await raw(s, url, token);
  expect(plain.headers['content-encoding']).toBeUndefined();
  const answer = JSON.parse(plain.body.toString('utf8')) as CallPage;
  expect(answer.calls.length).toBeGreaterThan(10);
  expect(plain.body.length).toBeGreaterThan(1024);

  const br = await raw(s, url, token, 'gzip, deflate, br');
  expect([br.status, br.headers['content-encoding'], br.headers.vary]).toEqual([200, 'br', 'accept-encoding']);
  expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(answer);
  expect(br.body.length).toBeLessThan(plain.body.length / 4);

  const gzip = await raw(s, url, token, 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(answer);
});

test('answers under 1 KB and the streamed CSV: plain and compressed as they should be', async () => {
  const s = server();
  const { token } = await s.login('admin@demo.test');
  const small = await raw(s, '/api/usage/limit', token, 'br, gzip');
  expect(small.body.length).toBeLessThan(1024);
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(small.body.toString('utf8'))).toMatchObject({ kind: 'subscription' });

  const csv = await raw(s, '/api/usage/calls/100001/csv', token, 'br');
  expect([csv.headers['content-encoding'], csv.headers['content-type']]).toEqual(['br', 'text/csv; charset=utf-8']);
  const text = brotliDecompressSync(csv.body).toString('utf8');
  expect(text.startsWith('\uFEFFRichting;Nummer;')).toBe(true);
});
