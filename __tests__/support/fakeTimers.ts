/**
 * Fake timers for the timers a test is about, and nothing else: promises, setImmediate, I/O, frames
 * (RTK Query's batched store notifications wait for requestAnimationFrame) and performance run for
 * real. RTK Query's own setTimeouts (cache lifetimes, subscription sync) are fake along with the app's
 * whenever setTimeout is; they only move when the test moves the clock.
 */
type Timer = 'setTimeout' | 'setInterval' | 'requestAnimationFrame' | 'Date';
type FakeableApi = NonNullable<
  Extract<Parameters<typeof jest.useFakeTimers>[0], { doNotFake?: unknown }>['doNotFake']
>[number];

const FAKEABLE: FakeableApi[] = [
  'Date',
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];
const APIS: Record<Timer, FakeableApi[]> = {
  setTimeout: ['setTimeout', 'clearTimeout'],
  setInterval: ['setInterval', 'clearInterval'],
  requestAnimationFrame: ['requestAnimationFrame', 'cancelAnimationFrame'],
  Date: ['Date'],
};

/**
 * The session's timers (src/session): delays and conditions of its listeners (setTimeout), the
 * warning's countdown (setInterval) and token and activity ages (Date).
 */
export const SESSION_TIMERS: Timer[] = ['setTimeout', 'setInterval', 'Date'];

/** Fakes `timers` (with their clear/cancel twins) until jest.useRealTimers(). */
export function fakeTimers(timers: Timer[], options: { now?: Date } = {}): void {
  const faked = new Set(timers.flatMap((timer) => APIS[timer]));
  jest.useFakeTimers({ ...options, doNotFake: FAKEABLE.filter((api) => !faked.has(api)) });
}
