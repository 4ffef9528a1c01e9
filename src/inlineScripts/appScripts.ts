// How the pages' inline start scripts start the app: each function is self-contained, as the scripts
// carry them into the page as arguments (bootScript.ts, shellScript.ts).

/**
 * Fetches and runs the app's entry `scripts` (module scripts) and fetches `chunks` right after them.
 * The chunks' preload tags are added a task later: the entry's request then leaves in a task of about
 * a millisecond, where adding the tags (a style recalculation each) made it 3–10 ms on this machine,
 * and Lighthouse's simulation makes a request wait for a task of 10 ms or more that sent it, behind
 * every task before it (0.3–0.4 s more for '/usage' in those runs).
 */
export function startAppScripts(scripts: string[], chunks: string[]): void {
  for (const src of scripts) {
    const script = document.createElement('script');
    // The entry is a module script (webpack.config.cjs).
    script.type = 'module';
    script.src = src;
    document.head.appendChild(script);
  }
  if (chunks.length === 0) return;
  setTimeout(() => {
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.href = href;
      document.head.appendChild(link);
    }
  }, 0);
}

/**
 * Calls `start` once the browser reports the page's first contentful paint, so no script's work
 * (nor its download, when `start` fetches it) comes before that paint; where paints are not reported,
 * two frames later. A hidden tab paints nothing and starts at once; after 2 s it starts anyway, so a
 * page always gets its app.
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const reportsPaint =
    typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (reportsPaint) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once, 0)));
  }
  setTimeout(once, 2000);
  if (document.visibilityState === 'hidden') once();
}
