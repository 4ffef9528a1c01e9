import { startTestServer, useTestServer } from './helpers';

const server = useTestServer();

test('every answer carries the strict headers, API answers are not cached', async () => {
  const reply = await server().get('/api/bestaat-niet');
  expect(reply.status).toBe(404);
  const csp = (reply.headers.get('content-security-policy') ?? '').split(';').map((part) => part.trim());
  expect(csp.sort()).toEqual(
    [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "manifest-src 'self'",
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].sort(),
  );
  expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
  expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
  expect(reply.headers.get('x-frame-options')).toBe('DENY');
  expect(reply.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(reply.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(reply.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()');
  expect(reply.headers.get('cache-control')).toBe('no-store');
  expect(reply.headers.get('strict-transport-security')).toBeNull();
});

test('production adds HSTS; CORS answers only the configured development origin', async () => {
  const s = await startTestServer({ config: { production: true, corsOrigin: 'http://localhost:3000' } });
  try {
    const plain = await s.get('/api/bestaat-niet');
    expect(plain.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const preflight = await s.raw('OPTIONS', '/api/dashboard', '', 'application/json', undefined, {
      origin: 'http://localhost:3000',
      'access-control-request-method': 'GET',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    expect(preflight.headers.get('access-control-max-age')).toBe('600');
    const allowed = await s.get('/api/dashboard', undefined, { origin: 'http://localhost:3000' });
    expect(allowed.status).toBe(401);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const other = await s.get('/api/dashboard', undefined, { origin: 'http://evil.test' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  } finally {
    await s.close();
  }
});
