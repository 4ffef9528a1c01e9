import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The built app's inline scripts (every page's early calls, the login page's start script) and its
 * inline style sheet are allowed by their hashes, so the CSP allows only same-origin resources;
 * the portal is never framed. Its one worker is the service worker, from the same origin.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/**
 * Strict headers on every answer, errors and 404s included (set before routing). Helmet's middleware
 * is built once: @fastify/helmet builds it anew for every request (parsing the CSP each time), a
 * few per cent of the dashboard's hot path. Helmet has no Permissions-Policy, and API answers must
 * not be cached: two headers of our own.
 */
export async function securityHeaders(
  app: FastifyInstance,
  options: { production: boolean; inlineScriptHashes?: string[]; inlineStyleHashes?: string[] },
): Promise<void> {
  const scriptSrc = [...CSP_DIRECTIVES.scriptSrc, ...(options.inlineScriptHashes ?? [])];
  const styleSrc = [...CSP_DIRECTIVES.styleSrc, ...(options.inlineStyleHashes ?? [])];
  const applyHelmet = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { ...CSP_DIRECTIVES, scriptSrc, styleSrc } },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHelmet(request.raw, reply.raw, () => undefined);
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api')) reply.header('Cache-Control', 'no-store');
    done();
  });
}
