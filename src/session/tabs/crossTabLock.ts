/**
 * One token refresh at a time across the tabs of a browser. Web Locks where the browser has them;
 * otherwise a lease in localStorage whose release wakes the waiting tabs through the 'storage'
 * event (with a short poll as a safety net, since a tab never sees its own storage events). Where
 * localStorage does not work either, only the tab itself is serialized; the server's grace window for
 * a just-rotated refresh token covers that case.
 */
import { takeEarlyLock } from '../../api/earlyCalls';
import { workingLocalStorage } from '../workingLocalStorage';
import { inTabLock, REFRESH_LOCK_NAME, type CrossTabLock } from './lock';

export type { CrossTabLock };

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * Web Locks. The first task runs inside the lock the page's start script took for its early refresh
 * (src/api/earlyCalls.ts), when it holds one: that refresh's answer is then stored before another tab
 * may refresh.
 */
function webLocksLock(locks: LockManagerLike, name = REFRESH_LOCK_NAME): CrossTabLock {
  return { run: async (task) => (await takeEarlyLock())?.(task) ?? locks.request(name, task) };
}

/** The best lock this browser offers; decided once per store. */
export function pickCrossTabLock(): CrossTabLock {
  const locks =
    typeof navigator !== 'undefined' && 'locks' in navigator
      ? (navigator.locks as LockManagerLike | undefined)
      : undefined;
  if (locks && typeof locks.request === 'function') return webLocksLock(locks);
  const storage = workingLocalStorage();
  return storage ? lazyLock(() => import('./storageEventLock').then((m) => m.storageEventLock(storage))) : inTabLock();
}

/** A lock whose code is fetched on first use: only browsers without Web Locks need the fallback. */
function lazyLock(load: () => Promise<CrossTabLock>): CrossTabLock {
  let lock: Promise<CrossTabLock> | null = null;
  return {
    async run(task) {
      lock ??= load();
      return (await lock).run(task);
    },
  };
}
