/**
 * How tests wait: for a condition, never for a fixed time. A sleep that is long enough on a quiet
 * machine is too short on a loaded one, and too long everywhere else.
 *
 * - waitUntil: polls a probe until its value holds, or fails after a deadline that only bounds a hang,
 *   naming what it waited for and the last value (or error) it saw.
 * - letTimePass: the one way to let real time go by, for a test that shows that nothing happens
 *   within it (no second request, no overlay); it says why.
 * - nextMacrotask: one turn of the event loop, for work queued behind the current task.
 *
 * Plain TypeScript for every kind of test (jest in node and jsdom, the browser journeys' runner, the
 * cluster tests). The timers are taken when this module loads, so jest's fake timers, installed
 * later by a test, do not stop them.
 */
import { inspect } from 'node:util';

const realSetTimeout = globalThis.setTimeout;
const realSetImmediate = globalThis.setImmediate;
const now = performance.now.bind(performance);

/** The only timer-based pause in the tests. */
const pause = (ms: number): Promise<void> => new Promise((resolve) => realSetTimeout(resolve, ms));

export interface WaitOptions<T> {
  /** When the condition counts as met (default: the probe's value is truthy). */
  until?: (value: T) => boolean;
  /** The deadline (default 10 s): it bounds a hang, it is not a time the test expects. */
  timeoutMs?: number;
  /**
   * The pause between probes. By default the next turn of the event loop for the first 100 ms (what
   * is in-process settles within a few turns), then every 25 ms, so a longer wait does not keep a
   * core busy beside the servers under test.
   */
  intervalMs?: number;
}

/**
 * Calls `probe` until `until(value)` holds and returns that value. A probe that throws counts as
 * not yet. After `timeoutMs` it fails with "waited N ms for <what>; last seen: <value or error>".
 */
export async function waitUntil<T>(
  what: string,
  probe: () => T | Promise<T>,
  { until = Boolean, timeoutMs = 10_000, intervalMs }: WaitOptions<T> = {},
): Promise<T> {
  const started = now();
  const deadline = started + timeoutMs;
  let last: { value: T } | { error: unknown } | undefined;
  for (;;) {
    try {
      const value = await probe();
      if (until(value)) return value;
      last = { value };
    } catch (error) {
      last = { error };
    }
    if (now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}; last seen: ${describe(last)}`);
    const interval = intervalMs ?? (now() - started < 100 ? 0 : 25);
    await (interval > 0 ? pause(interval) : nextMacrotask());
  }
}

function describe(last: { value: unknown } | { error: unknown } | undefined): string {
  if (!last) return 'nothing (the probe never returned)';
  if ('error' in last) return `an error: ${last.error instanceof Error ? last.error.message : inspect(last.error)}`;
  return inspect(last.value, { depth: 3, breakLength: Infinity, maxArrayLength: 10, maxStringLength: 400 });
}

/**
 * Lets `ms` of real time pass, for a test that shows that nothing happens within it (a request not
 * repeated, a notice not shown). `why` says what must not happen, for the reader.
 */
export function letTimePass(ms: number, why: string): Promise<void> {
  if (!why) throw new Error('letTimePass: say what must not happen in the meantime');
  return pause(ms);
}

/** One turn of the event loop: promise callbacks and the I/O that has come in run before it ends. */
export function nextMacrotask(): Promise<void> {
  return new Promise((resolve) => (realSetImmediate ? realSetImmediate(resolve) : realSetTimeout(resolve, 0)));
}
