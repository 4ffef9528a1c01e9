import type { FastifyRequest } from 'fastify';

/**
 * Bidirectional controls (embeddings, overrides, isolates and the invisible marks): U+202E makes
 * 'Factuur fdp.exe' read as 'Factuur exe.pdf'. No free text the server stores needs them.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Fields whose value is a secret the user typed: kept exactly as given, whatever characters it has. */
const SECRET_FIELD = /password|token|secret|^code$/i;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Strips bidi controls from every string of a JSON body but secrets (subjects, messages, names, every
 * account field, a cancellation reason, the technical data of a ticket), before the route's schema and
 * handler see it. Walks without recursion: a deeply nested body is refused by its schema, not here.
 */
export async function stripBidiControls(request: FastifyRequest): Promise<void> {
  if (request.body === null || typeof request.body !== 'object') return;
  const pending: Array<Json[] | { [key: string]: Json }> = [request.body as { [key: string]: Json }];
  for (let container = pending.pop(); container; container = pending.pop()) {
    const keys: Array<string | number> = Array.isArray(container) ? container.map((_, i) => i) : Object.keys(container);
    for (const key of keys) {
      const record = container as Record<string | number, Json>;
      const value = record[key];
      if (typeof value === 'string') {
        if (typeof key === 'string' && SECRET_FIELD.test(key)) continue;
        const stripped = value.replace(BIDI_CONTROLS, '');
        if (stripped !== value) record[key] = stripped;
      } else if (value !== null && typeof value === 'object') {
        pending.push(value);
      }
    }
  }
}
