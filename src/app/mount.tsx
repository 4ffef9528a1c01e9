import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import type { Platform } from '../api/contract';
import { selectSessionStatus } from '../session/sessionSlice';
import { keepEarlyInput } from '../ui/prerendered/earlyInput';
import { APP_RUNNING_ATTRIBUTE, STALE_MARKUP_CLASS } from '../ui/prerendered/markers';
import { selectDialog, selectOffline } from '../ui/uiSlice';
import { awaitFirstRead } from './firstReads';
import type { AppStore } from './store';

/** Resolves once `ready()` holds, checking after every change `subscribe` reports (store or router). */
const until = (subscribe: (listener: () => void) => () => void, ready: () => boolean) =>
  new Promise<void>((resolve) => {
    if (ready()) return resolve();
    const stop = subscribe(() => {
      if (!ready()) return;
      stop();
      resolve();
    });
  });

/**
 * Marks the page as run by the app once React has committed it (hydrated or rendered afresh), so the
 * start script holds a 'Login' pressed until the form's own handler is attached, not only until
 * the render has been scheduled.
 */
function MarkRunning({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.setAttribute(APP_RUNNING_ATTRIBUTE, '');
  }, []);
  return children;
}

/**
 * Renders the app into `container`. The login page arrives pre-rendered (src/prerender/): once the
 * session is decided and the login route is loaded, a visitor without a session on the platform it
 * was rendered for gets that markup hydrated, so nothing is painted twice; anyone else gets a fresh
 * render (the start script has hidden the markup meanwhile). Both as a transition: React then works
 * in slices of a few milliseconds, and a phone's main thread is never blocked for long.
 */
export async function mountApp(
  container: HTMLElement,
  app: ReactNode,
  { store, router, platform }: { store: AppStore; router: DataRouter; platform: Platform },
): Promise<void> {
  const root = document.documentElement;
  if (container.dataset.prerendered) {
    await until(router.subscribe, () => router.state.initialized);
    await until(store.subscribe, () => selectSessionStatus(store.getState()) !== 'unknown');
    // A start-up that failed (a dialog is open) or decided for a session renders afresh, and so does a
    // page without a connection (its banner is not in the pre-rendered markup).
    const hydratable =
      container.dataset.prerendered === platform &&
      router.state.location.pathname === '/' &&
      selectSessionStatus(store.getState()) === 'loggedOut' &&
      !selectDialog(store.getState()) &&
      !selectOffline(store.getState());
    if (hydratable && !root.classList.contains(STALE_MARKUP_CLASS)) {
      keepEarlyInput(container);
      // A mismatch is recovered by React (it paints afresh) and reported as an uncaught error.
      startTransition(() => {
        hydrateRoot(container, <MarkRunning>{app}</MarkRunning>);
      });
      return;
    }
    container.replaceChildren();
    delete container.dataset.prerendered;
    root.classList.remove(STALE_MARKUP_CLASS);
  }
  // A logged-in page's frame drawn by the page's inline script (src/inlineScripts/shellScript.ts) stays
  // until the app has something to put in its place: the route's code, and the session decided (or
  // waiting for a connection, or a start-up dialog), so the title is painted once, not twice.
  if (container.dataset.shell) {
    await until(router.subscribe, () => router.state.initialized);
    await until(store.subscribe, () => {
      const state = store.getState();
      return selectSessionStatus(state) !== 'unknown' || selectOffline(state) || selectDialog(state) !== null;
    });
    // The page's first figures in its first render, rather than placeholders replaced a moment later.
    if (selectSessionStatus(store.getState()) === 'loggedIn')
      await awaitFirstRead(store.dispatch, router.state.matches.at(-1)?.route.id);
    delete container.dataset.shell;
  }
  const fresh = createRoot(container);
  startTransition(() => fresh.render(<MarkRunning>{app}</MarkRunning>));
}
