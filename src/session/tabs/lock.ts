// The lock shape and the in-tab lock, shared by crossTabLock.ts and its storage-event fallback
// (storageEventLock.ts, loaded on demand), so neither imports the other at run time.

export interface CrossTabLock {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export const REFRESH_LOCK_NAME = 'portal.session-refresh';

/** Serializes tasks within this tab only. */
export function inTabLock(): CrossTabLock {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(task, task);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
