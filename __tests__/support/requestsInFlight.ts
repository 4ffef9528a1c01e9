import { nextMacrotask, waitUntil } from './waiting';

/**
 * Counts the app's requests whose answer has not fully come in yet. A test that moves fake time while
 * the app talks to the real server waits for the answers after each step (`answered`): a refresh
 * that falls due on the way then gets its answer before its time-out runs out in fake time, however
 * slow the machine. Registers its own beforeEach and afterEach.
 */
export function useRequestsInFlight(): { answered(): Promise<void> } {
  let open = 0;
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    const realFetch = globalThis.fetch;
    spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      open += 1;
      try {
        const response = await realFetch(input, init);
        // Read to the end on a copy: the app's own reading then has every byte at hand.
        await response.clone().arrayBuffer();
        return response;
      } finally {
        open -= 1;
      }
    });
  });
  afterEach(() => spy?.mockRestore());
  return {
    async answered() {
      // A turn first, for what the last step set off in a task of its own (a message between tabs).
      await nextMacrotask();
      await waitUntil('the answers to the requests in flight', () => open, { until: (count) => count === 0 });
    },
  };
}
