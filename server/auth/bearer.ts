import type { FastifyRequest } from 'fastify';

/** The bearer token of a request, when it carries a well-formed one. */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
  return match?.[1] ?? null;
}
