/**
 * The one way unit tests answer the app's calls and inject faults: `fetch` is replaced for the test
 * by a handler that sees each call as a `Request` (jest.spyOn, so jest.restoreAllMocks or the
 * returned undo puts the real one back). Like a real fetch, an abort (time-out, reset of the API
 * state) ends the wait for an answer, even when the handler never answers.
 */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

export function stubFetch(handler: FetchHandler): () => void {
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = new Request(input, init);
    const aborted = new Promise<never>((_resolve, reject) => {
      const fail = () =>
        reject((request.signal.reason as unknown) ?? new DOMException('The operation was aborted.', 'AbortError'));
      if (request.signal.aborted) fail();
      request.signal.addEventListener('abort', fail);
    });
    return Promise.race([Promise.resolve().then(() => handler(request)), aborted]);
  });
  return () => spy.mockRestore();
}

/** A JSON answer with `status`. */
export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
