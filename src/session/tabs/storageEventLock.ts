import { inTabLock, REFRESH_LOCK_NAME, type CrossTabLock } from './lock';

export interface StorageLockOptions {
  /** A lease older than this is considered abandoned (a tab closed mid-refresh). */
  leaseMs?: number;
  /** Time to wait after writing the lease before trusting it (two tabs may write at once). */
  settleMs?: number;
  /** Safety-net poll while waiting for the holder's release. */
  pollMs?: number;
  name?: string;
}

interface Lease {
  owner: string;
  expires: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The storage-event fallback: a lease in localStorage, written, re-checked, then held. */
export function storageEventLock(
  store: globalThis.Storage,
  { leaseMs = 15_000, settleMs = 25, pollMs = 100, name = REFRESH_LOCK_NAME }: StorageLockOptions = {},
): CrossTabLock {
  const owner = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const local = inTabLock();

  const readLease = (): Lease | null => {
    try {
      const raw = store.getItem(name);
      if (!raw) return null;
      const lease = JSON.parse(raw) as Partial<Lease>;
      return typeof lease.owner === 'string' && typeof lease.expires === 'number'
        ? { owner: lease.owner, expires: lease.expires }
        : null;
    } catch {
      return null;
    }
  };
  const heldByOther = () => {
    const lease = readLease();
    return lease !== null && lease.owner !== owner && lease.expires > Date.now();
  };

  const released = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        window.removeEventListener('storage', onStorage);
        clearTimeout(timer);
        resolve();
      };
      const onStorage = (event: StorageEvent) => {
        if (event.key === name || event.key === null) done();
      };
      window.addEventListener('storage', onStorage);
      const timer = setTimeout(done, pollMs);
    });

  const acquire = async () => {
    for (;;) {
      if (!heldByOther()) {
        store.setItem(name, JSON.stringify({ owner, expires: Date.now() + leaseMs } satisfies Lease));
        await sleep(settleMs);
        if (readLease()?.owner === owner) return;
      }
      await released();
    }
  };
  const release = () => {
    if (readLease()?.owner === owner) store.removeItem(name);
  };

  return {
    run: (task) =>
      local.run(async () => {
        await acquire();
        try {
          return await task();
        } finally {
          release();
        }
      }),
  };
}
