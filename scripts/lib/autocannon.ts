/**
 * autocannon (the load generator of the benches) with the part of its options and result they use:
 * it ships no types of its own.
 */
import { createRequire } from 'node:module';

export interface Histogram {
  average: number;
  p50: number;
  p99: number;
  max: number;
}

export interface LoadResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}

export interface LoadRequest {
  method?: string;
  path?: string;
  body?: string;
  headers?: Record<string, string>;
}

/** A request of a sequence; `setupRequest` shapes it per connection (`context` lives as long as the connection). */
export type SequenceRequest = LoadRequest & {
  setupRequest?: (request: LoadRequest, context: Record<string, unknown>) => LoadRequest;
};

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: SequenceRequest[];
}

const load = createRequire(__filename);

export const autocannon = load('autocannon') as (options: LoadOptions) => Promise<LoadResult>;

/**
 * Blocking a number (`kind` 'add') and unblocking it again ('remove') for the demo account: every
 * connection its own number, `prefix` and a counter, so connections never collide on one.
 */
export function blockedNumberChanges(
  headers: Record<string, string>,
  prefix: string,
): (kind: 'add' | 'remove') => SequenceRequest {
  let next = 0;
  const numberOf = (context: Record<string, unknown>): string => {
    if (typeof context.n !== 'string') context.n = `${prefix}${String(next++).padStart(6, '0')}`;
    return String(context.n);
  };
  return (kind) => ({
    method: 'POST',
    path: `/api/blacklist/${kind}`,
    headers,
    setupRequest: (request, context) => ({
      ...request,
      body: JSON.stringify({ userPoc: '100001', blacklistNumber: numberOf(context) }),
    }),
  });
}

/** Requests that did not succeed: non-2xx answers, connection errors and time-outs. */
export const failures = (result: LoadResult): number => result.non2xx + result.errors + result.timeouts;
