/**
 * A desktop browser window wider than a phone, as `matchMedia` reports it (jsdom has none): width
 * queries match, the colour-scheme query does not (light). Restored after each test.
 */
export function useWideWindow(): void {
  let previous: typeof window.matchMedia | undefined;
  beforeEach(() => {
    previous = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
  });
  afterEach(() => {
    if (previous) window.matchMedia = previous;
    else Reflect.deleteProperty(window, 'matchMedia');
  });
}
