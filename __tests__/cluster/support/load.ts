/**
 * A small load of our own (fetch, `connections` loops in parallel) that keeps every request's
 * outcome: the fault tests need to know which requests failed, when they ran, and which writes were
 * acknowledged. Throughput is not the point here (the benches use autocannon).
 */
import { performance } from 'node:perf_hooks';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  token: string;
  body?: unknown;
}

export interface Outcome {
  request: LoadRequest;
  /** performance.now() at the start and the end. */
  start: number;
  end: number;
  /** HTTP status, or null when the request failed without an answer. */
  status: number | null;
  body: string;
  error?: string;
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** The n-th request of the run. */
  next(n: number): LoadRequest;
}

export interface Load {
  /** The outcomes so far, in the order they ended. */
  outcomes: Outcome[];
  /** Lets every connection finish its request in flight, then resolves with all outcomes. */
  stop(): Promise<Outcome[]>;
}

/**
 * Starts `connections` loops that each send the next request as soon as the last one ended, until
 * stop(): a test stops it once what it waits for has happened, not after a fixed time.
 */
export function startLoad(options: LoadOptions): Load {
  const outcomes: Outcome[] = [];
  let running = true;
  let counter = 0;
  const loop = async () => {
    while (running) {
      const request = options.next(counter++);
      const start = performance.now();
      try {
        const response = await fetch(`${options.url}${request.path}`, {
          method: request.method,
          headers: {
            authorization: `Bearer ${request.token}`,
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
          // Bounds a hang only: an answer takes milliseconds, a request to a dead instance fails at once.
          signal: AbortSignal.timeout(20_000),
        });
        const body = await response.text();
        outcomes.push({ request, start, end: performance.now(), status: response.status, body });
      } catch (error) {
        outcomes.push({
          request,
          start,
          end: performance.now(),
          status: null,
          body: '',
          error: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error),
        });
      }
    }
  };
  const loops = Promise.all(Array.from({ length: options.connections }, loop));
  return {
    outcomes,
    async stop() {
      running = false;
      await loops;
      return outcomes;
    },
  };
}

/** How many requests ended with a success after `since` (performance.now()). */
export const succeededSince = (outcomes: Outcome[], since: number): number =>
  outcomes.filter((outcome) => outcome.start > since && succeeded(outcome)).length;

/** Whether an outcome is a success (2xx). */
export const succeeded = (outcome: Outcome): boolean => outcome.status !== null && outcome.status < 300;

/** A short account of failures for an assertion message. */
export function describeFailures(outcomes: Outcome[], origin: number): string[] {
  return outcomes
    .filter((outcome) => !succeeded(outcome))
    .map(
      (o) =>
        `${o.request.method} ${o.request.path} ${o.status ?? o.error} from ${Math.round(o.start - origin)} ms ` +
        `to ${Math.round(o.end - origin)} ms`,
    );
}
