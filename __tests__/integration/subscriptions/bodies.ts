/**
 * Records the JSON bodies the app sends for one call ('POST /subscription/cancel'), passing every
 * request through to the real server unchanged.
 */
export function recordBodies(call: string) {
  const realFetch = globalThis.fetch;
  const bodies: unknown[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input instanceof Request) {
      const path = new URL(input.url).pathname.replace(/^\/api/, '');
      if (`${input.method.toUpperCase()} ${path}` === call) bodies.push(JSON.parse(await input.clone().text()));
    }
    return realFetch(input, init);
  });
  return bodies;
}
