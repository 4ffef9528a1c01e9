import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TrustProxy } from '../base/config';

/**
 * One JSON line per answered request (pino, through Fastify's logger): its request id, method, route
 * template, status and duration, at level info. The route is the template the request matched
 * ('/api/download/file/:item/:token'), never the path as sent, and nothing of the query, headers or
 * body is written, so no token, password, IBAN or e-mail address can reach it (logRedaction.ts
 * covers the other log lines). Health checks are left out: a load balancer asks every second.
 */

/** Whether a connection's peer is a proxy that TRUST_PROXY names. A hop count trusts any peer. */
export function trustedPeer(trustProxy: TrustProxy): (address: string | undefined) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  const list = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/** What a request id may look like: haproxy's unique-id, a UUID, a trace id. Anything else is replaced. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The request id: the `X-Request-Id` a trusted proxy sends (so the proxy's log and ours share it),
 * otherwise a new UUID; a client cannot choose the id its requests are logged under.
 */
export function requestIdGenerator(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const trusted = trustedPeer(trustProxy);
  return (request) => {
    const sent = request.headers['x-request-id'];
    if (typeof sent === 'string' && REQUEST_ID.test(sent) && trusted(request.socket.remoteAddress)) return sent;
    return randomUUID();
  };
}

/** The route template a request matched, or 'unmatched' (an unknown path, never logged as sent). */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/** Requests that failed because the database is out of reach, with the reason (set by http/errors.ts). */
const unavailable = new WeakMap<FastifyRequest, string>();

/** Marks a request whose database was out of reach: its one log line says so, at level warn. */
export function noteDatabaseUnavailable(request: FastifyRequest, reason: string): void {
  unavailable.set(request, reason);
}

export function requestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route = routeOf(request);
    if (route.startsWith('/api/health/')) return done();
    const line = {
      method: request.method,
      route,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    const reason = unavailable.get(request);
    // One line per failure, without a stack trace: a database outage must not flood the log.
    if (reason) request.log.warn({ ...line, database: reason }, 'database unavailable');
    else request.log.info(line, 'request');
    done();
  });
}
