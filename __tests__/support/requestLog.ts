/**
 * Passes every fetch through to the real server and logs it as 'METHOD /path' (API prefix cut), so a
 * test can check that a screen asks for each resource once, and what the page showed when it asked
 * (`shownAt`). `fail` answers one kind of call with a fault instead: the app meets the real server, and
 * only fault paths go through an interceptor. Request bodies are not read.
 */
export function logRequests() {
  const realFetch = globalThis.fetch;
  const calls: string[] = [];
  const shown: string[] = [];
  const faults = new Map<string, { status: number; body: unknown }>();
  jest.spyOn(globalThis, 'fetch').mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    const call = `${method.toUpperCase()} ${new URL(url).pathname.replace(/^\/api/, '')}`;
    calls.push(call);
    // As a reader sees it: no-break spaces (dates, amounts) read as spaces.
    shown.push((document.body.textContent ?? '').replace(/\s+/g, ' '));
    const fault = faults.get(call);
    if (fault) {
      return Promise.resolve(
        new Response(JSON.stringify(fault.body), {
          status: fault.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }
    return realFetch(input, init);
  });
  return {
    calls,
    count: (call: string) => calls.filter((entry) => entry === call).length,
    /** The page's text when `call` was first made (undefined: not made). */
    shownAt: (call: string) => shown[calls.indexOf(call)],
    fail: (call: string, status: number, body: unknown) => faults.set(call, { status, body }),
  };
}

afterEach(() => {
  jest.restoreAllMocks();
});

/** The server's "now" in these tests, so that demo dates are known: 15 March 2026. */
export const CLOCK_NOW = '2026-03-15T10:00:00Z';

/**
 * Watches the page for `text` appearing at any moment, even briefly (the save overlay against a fast
 * local server shows for a few milliseconds). `seen()` tells whether it appeared since the call.
 */
export function watchForText(text: string) {
  let seen = false;
  const check = () => {
    if (document.body.textContent?.includes(text)) seen = true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    seen: () => {
      check();
      observer.disconnect();
      return seen;
    },
  };
}
