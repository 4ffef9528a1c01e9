/** The storage the tabs of one browser share for the last activity (localStorage, or a test double). */
export type ActivityStorage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export const LAST_ACTIVITY_KEY = 'portal.last-activity';
/** Activity is written to the shared storage at most this often (mouse moves come by the hundred). */
export const ACTIVITY_WRITE_EVERY_MS = 1_000;

/**
 * When the user last did something in any tab of this browser (requirements §4: mouse move, key press, touch
 * start), so an idle tab never ends a login that is in use in another one. Local activity only moves
 * a number (no action, nothing in the DevTools log) and is written to the shared storage throttled;
 * the other tabs read it when their timer wakes, and hear of it at once through the 'storage' event.
 */
export interface ActivityClock {
  /** Latest activity of this tab or any other (ms since epoch). */
  last(): number;
  /** Activity in this tab; `share` writes it through at once (a login, 'Ingelogd blijven'). */
  touch(share?: boolean): void;
  /** Called on every touch of this tab and on activity reported by another tab. */
  subscribe(listener: () => void): () => void;
  /** Stops listening to other tabs. */
  close(): void;
}

export function createActivityClock(storage: ActivityStorage | null, events: EventTarget | null): ActivityClock {
  let local = Date.now();
  let written = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  /** The other tabs' latest activity; a value from the future (the clock was set back) is ignored. */
  const stored = (): number => {
    try {
      const value = Number(storage?.getItem(LAST_ACTIVITY_KEY));
      return Number.isFinite(value) && value <= Date.now() ? value : 0;
    } catch {
      return 0;
    }
  };
  const write = (at: number) => {
    written = at;
    try {
      // Never move the shared value backwards (another tab may have written a later one).
      if (at > stored()) storage?.setItem(LAST_ACTIVITY_KEY, String(at));
    } catch {
      // A full or blocked storage: this tab still counts its own activity.
    }
  };
  const onStorage = (event: Event) => {
    if ((event as StorageEvent).key === LAST_ACTIVITY_KEY) notify();
  };
  events?.addEventListener('storage', onStorage);

  return {
    last: () => Math.max(local, stored()),
    touch(share = false) {
      local = Date.now();
      if (share || local - written >= ACTIVITY_WRITE_EVERY_MS) write(local);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => events?.removeEventListener('storage', onStorage),
  };
}
