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

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: Array<
    LoadRequest & { setupRequest?: (request: LoadRequest, context: Record<string, unknown>) => LoadRequest }
  >;
}

const load = createRequire(__filename);

export const autocannon = load('autocannon') as (options: LoadOptions) => Promise<LoadResult>;

/** Requests that did not succeed: non-2xx answers, connection errors and time-outs. */
export const failures = (result: LoadResult): number => result.non2xx + result.errors + result.timeouts;
