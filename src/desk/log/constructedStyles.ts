import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * An emotion cache whose rules go into a constructed stylesheet (`document.adoptedStyleSheets`)
 * instead of <style> elements. The DevTools monitors style themselves with emotion, and the desk's
 * Content-Security-Policy (`style-src 'self'`, as the portal's) refuses inline <style> elements;
 * rules added through the CSSOM are not inline markup, so the policy stays as strict as it is.
 * Where a browser cannot construct stylesheets (no such browser is supported; jsdom in tests), the
 * cache keeps emotion's own sheet.
 */
export function constructedStyleCache(key: string): EmotionCache {
  const cache = createCache({ key, speedy: true });
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return cache;
  let sheet: CSSStyleSheet;
  try {
    sheet = new CSSStyleSheet();
  } catch {
    return cache;
  }
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const insert = (rule: string) => {
    try {
      sheet.insertRule(rule, sheet.cssRules.length);
    } catch {
      // A rule this browser does not know (another engine's prefix): emotion skips those too.
    }
  };
  const flush = () => {
    while (sheet.cssRules.length > 0) sheet.deleteRule(0);
  };
  // Emotion calls only insert (and flush/hydrate on its own sheets); the rest keeps its shape.
  Object.assign(cache.sheet, { insert, flush, hydrate: () => undefined });
  return cache;
}
