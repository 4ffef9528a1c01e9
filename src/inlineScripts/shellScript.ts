import type { Platform } from '../api/contract';
import { afterFirstPaint, startAppScripts } from './appScripts';

/** A logged-in page of the route table, as the shell script needs it. */
export interface ShellRoute {
  /** The path's segments: '/invoice/:id' → ['', 'invoice', ':id']. */
  segments: string[];
  title: string;
  /** Shows a breadcrumb on desktop (routing/routeChain.ts). */
  subPage: boolean;
  /** The page's own script files, started with the entry (the server preloads no logged-in page's). */
  files: string[];
}

/** What the page-shell script needs to know, fixed at build time. */
export interface ShellOptions {
  defaultPlatform: Platform;
  /** The tab's remembered platform (src/ui/platform.ts) and redux-persist's session key. */
  platformKey: string;
  sessionStorageKey: string;
  /** Where the tab keeps its last read answers (src/session/lastData/lastDataKey.ts). */
  lastDataKey: string;
  routes: ShellRoute[];
  /** What follows a page's title in the tab: ' – Telvaro' (frame/useDocumentTitle.ts). */
  titleSuffix: string;
  /** The app's entry scripts: started at once, or after the shell's first paint when one is drawn. */
  scripts: string[];
  /** The desktop frame's script files (the top bar and side menu), fetched with the entry on desktop. */
  desktopChunks: string[];
}

/**
 * Runs inline in index.html right after the empty #root, before the first paint of a logged-in page:
 * with a stored session it draws the page's frame as the app will draw it before its data, in the
 * same boxes (the phone's header with the title; on desktop the top bar's and side menu's boxes and
 * the title), so the title is on screen at once instead of a blank page while the entry downloads.
 * Nothing of the user is in it. It then starts the entry (with the page's and the desktop frame's
 * chunks) once that frame is painted (the paint waits for the page alone, its style sheet inline; the
 * session's calls already run, from the early-calls script), or at once where it draws nothing or the
 * tab has its last data to show and the service worker serves the entry. The app renders over it once the session is
 * decided (app/mount.tsx). Self-contained (serialised into the page with its options and the functions
 * of appScripts.ts), so it spells out the platform rule of src/ui/platform.ts and the shell's class names.
 */
export function paintShell(
  options: ShellOptions,
  startScripts: typeof startAppScripts,
  afterPaint: typeof afterFirstPaint,
): void {
  const start = (chunks: string[] = []) => startScripts(options.scripts, chunks);
  const container = document.getElementById('root');
  let stored: { tokens?: string } = {};
  let remembered: string | null = null;
  let keptData = false;
  try {
    stored = JSON.parse(localStorage.getItem('persist:' + options.sessionStorageKey) ?? '{}') as typeof stored;
    remembered = sessionStorage.getItem(options.platformKey);
    keptData = sessionStorage.getItem(options.lastDataKey) !== null;
  } catch {
    // No readable storage: the app decides once it runs.
  }
  const path = location.pathname.replace(/\/$/, '').split('/');
  const route = options.routes.find(
    (candidate) =>
      candidate.segments.length === path.length &&
      candidate.segments.every((part, index) => part === path[index] || (part[0] === ':' && path[index] !== '')),
  );
  if (!container || !route || typeof stored.tokens !== 'string' || stored.tokens === 'null') {
    start();
    return;
  }
  const platforms = ['ios', 'android', 'desktop'];
  const forced = new URLSearchParams(location.search).get('platform') ?? '';
  const platform = platforms.includes(forced)
    ? forced
    : remembered !== null && platforms.includes(remembered)
      ? remembered
      : options.defaultPlatform;
  const element = (tag: string, className: string, parent: Element) =>
    parent.appendChild(Object.assign(document.createElement(tag), { className }));

  const app = element('div', `app app-${platform}`, container);
  app.setAttribute('aria-busy', 'true');
  if (platform === 'desktop') {
    app.className += ' app-framed';
    element('div', 'topbar', app);
    element('div', 'sidemenu', app);
    const main = element('main', 'page', app);
    if (route.subPage) element('div', 'breadcrumb', main);
    element('h1', 'page-title', main).textContent = route.title;
  } else {
    const header = element('header', 'header', app);
    element('span', 'header-back-spacer', header);
    element('h1', 'header-title', header).textContent = route.title;
    element('span', 'header-back-spacer', header);
    element('main', 'page', app);
  }
  // The tab is named with the heading, as the app names it, not after the app has run.
  document.title = route.title + options.titleSuffix;
  container.dataset.shell = platform;
  // The page's chunks, and the desktop frame's, are fetched with the entry, not after it ran; not
  // before the frame's first paint either, which then shares the line with nothing. When the tab has
  // its last data to show and the service worker serves the entry (from the device itself, sharing no
  // line with what the paint waits for), it starts at once: the page paints those data without
  // waiting for the network. Otherwise the page's data wait for the network anyway, and the frame
  // paints first.
  const chunks = [...(platform === 'desktop' ? options.desktopChunks : []), ...route.files];
  if (keptData && navigator.serviceWorker?.controller) start(chunks);
  else afterPaint(() => start(chunks));
}

/** The inline script's text: `paintShell` with its options. */
export const shellScript = (options: ShellOptions): string =>
  `(${paintShell.toString()})(${JSON.stringify(options)}, ${startAppScripts.toString()}, ` +
  `${afterFirstPaint.toString()})`;
