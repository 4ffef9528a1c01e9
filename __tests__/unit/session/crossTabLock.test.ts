import fc from 'fast-check';
import { pickCrossTabLock } from '../../../src/session/tabs/crossTabLock';
import { REFRESH_LOCK_NAME } from '../../../src/session/tabs/lock';
import { storageEventLock } from '../../../src/session/tabs/storageEventLock';
import { fakeTimers } from '../../support/fakeTimers';
import { installFakeWebLocks } from '../../support/fakeWebLocks';

// The fallback waits with timers (settle time, polling, lease expiry): all of them are fake here.
beforeEach(() => fakeTimers(['setTimeout', 'Date']));
afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
});

describe('cross-tab lock', () => {
  it('uses the browser’s Web Locks when it has them', async () => {
    const granted: string[] = [];
    const undo = installFakeWebLocks({ beforeGrant: async (name) => granted.push(name) });
    try {
      await expect(pickCrossTabLock().run(async () => 'done')).resolves.toBe('done');
      expect(granted).toEqual([REFRESH_LOCK_NAME]);
    } finally {
      undo();
    }
  });

  it('without Web Locks, loads the localStorage lease and holds it while the task runs', async () => {
    expect('locks' in navigator).toBe(false);
    const running = pickCrossTabLock().run(async () => window.localStorage.getItem(REFRESH_LOCK_NAME));
    await jest.runAllTimersAsync();
    expect(await running).toContain('"owner"');
    expect(window.localStorage.getItem(REFRESH_LOCK_NAME)).toBeNull();
  });

  it('without Web Locks, two tabs holding the localStorage lease never run their tasks at the same time', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 15 })), { minLength: 2, maxLength: 6 }),
        async (tasks) => {
          const tabs = [
            storageEventLock(window.localStorage, { settleMs: 5, pollMs: 5 }),
            storageEventLock(window.localStorage, { settleMs: 5, pollMs: 5 }),
          ];
          let holders = 0;
          let maxHolders = 0;
          const order: number[] = [];
          const all = Promise.all(
            tasks.map(([secondTab, ms], index) =>
              (secondTab ? tabs[1] : tabs[0])?.run(async () => {
                holders += 1;
                maxHolders = Math.max(maxHolders, holders);
                // The task holds the lease for `ms` of the fake clock.
                // eslint-disable-next-line no-restricted-globals -- fake time
                await new Promise((resolve) => setTimeout(resolve, ms));
                order.push(index);
                holders -= 1;
              }),
            ),
          );
          await jest.runAllTimersAsync();
          await all;
          expect(maxHolders).toBe(1);
          expect(order.sort((a, b) => a - b)).toEqual(tasks.map((_task, index) => index));
          expect(window.localStorage.getItem(REFRESH_LOCK_NAME)).toBeNull();
        },
      ),
      { numRuns: 15 },
    );
  });

  it('takes over a lease that a closed tab left behind once it has run out', async () => {
    window.localStorage.setItem(REFRESH_LOCK_NAME, JSON.stringify({ owner: 'closed-tab', expires: Date.now() + 60 }));
    const lock = storageEventLock(window.localStorage, { settleMs: 5, pollMs: 10 });
    let ran = false;
    const running = lock.run(async () => {
      ran = true;
    });
    await jest.advanceTimersByTimeAsync(50);
    expect(ran).toBe(false);
    await jest.advanceTimersByTimeAsync(30);
    expect(ran).toBe(true);
    await running;
  });

  it('wakes up on the storage event of the tab that releases', async () => {
    window.localStorage.setItem(
      REFRESH_LOCK_NAME,
      JSON.stringify({ owner: 'other-tab', expires: Date.now() + 60_000 }),
    );
    const lock = storageEventLock(window.localStorage, { settleMs: 5, pollMs: 60_000 });
    let ran = false;
    const running = lock.run(async () => {
      ran = true;
    });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(ran).toBe(false);
    window.localStorage.removeItem(REFRESH_LOCK_NAME);
    window.dispatchEvent(new StorageEvent('storage', { key: REFRESH_LOCK_NAME, newValue: null }));
    // Only the settle time passes, far less than the 60 s poll: the event woke it.
    await jest.advanceTimersByTimeAsync(5);
    expect(ran).toBe(true);
    await running;
  });
});
