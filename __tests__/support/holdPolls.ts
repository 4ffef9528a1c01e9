import { act } from '@testing-library/react';

/**
 * RTK Query schedules each poll with setTimeout(…, 30000). Only those timers are held back here, so
 * the test decides when a poll is due; fetch, RTK Query and React keep their real timers. (Plain
 * wrappers, not jest mocks: a mocked setTimeout makes Testing Library assume fake timers.)
 */
export function holdPolls(ms: number) {
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  const held = new Map<unknown, () => void>();
  let nextId = 1;
  globalThis.setTimeout = ((handler: () => void, delay?: number, ...args: unknown[]) => {
    if (delay !== ms) return realSetTimeout(handler, delay, ...args);
    const id = `poll-${nextId++}`;
    held.set(id, handler);
    return id;
  }) as unknown as typeof setTimeout;
  globalThis.clearTimeout = ((id: unknown) => {
    if (!held.delete(id)) realClearTimeout(id as Parameters<typeof clearTimeout>[0]);
  }) as typeof clearTimeout;
  return {
    /** Real timers again (call it after the test). */
    restore: () => {
      globalThis.setTimeout = realSetTimeout;
      globalThis.clearTimeout = realClearTimeout;
    },
    pending: () => held.size,
    /** The interval has passed: run the polls that are due. */
    elapse: () =>
      act(() => {
        const due = [...held.values()];
        held.clear();
        due.forEach((handler) => handler());
      }),
  };
}
