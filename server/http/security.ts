import type { FastifyInstance } from 'fastify';

/**
 * Strict headers on every response. The built app has no inline script or style elements, so the
 * CSP allows only same-origin resources; the portal is never framed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(
  app: FastifyInstance,
  options: { production: boolean; corsOrigin: string | null },
): void {
  const common: Record<string, string> = {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(options.production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  const api = { ...common, 'Cache-Control': 'no-store' };
  // Set before routing, so every answer carries them, errors and 404s included.
  app.addHook('onRequest', (request, reply, done) => {
    const isApi = request.url.startsWith('/api');
    reply.headers(isApi ? api : common);
    if (isApi && options.corsOrigin && request.headers.origin === options.corsOrigin) {
      reply.header('Access-Control-Allow-Origin', options.corsOrigin);
      reply.header('Vary', 'Origin');
    }
    done();
  });

  if (options.corsOrigin) {
    // Preflight for a development front end on another origin (CORS_ORIGIN).
    app.options('/api/*', { config: { auth: 'none' } }, async (request, reply) => {
      if (request.headers.origin !== options.corsOrigin) return reply.status(204).send();
      return reply
        .status(204)
        .header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
        .header('Access-Control-Allow-Headers', 'Authorization, Content-Type')
        .header('Access-Control-Max-Age', '600')
        .send();
    });
  }
}
