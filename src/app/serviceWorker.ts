import { Workbox } from 'workbox-window';
import { selectUpdate, updateWaiting } from '../ui/uiSlice';
import type { AppStore } from './store';

/** The tab's memory of `?sw=0`, the native apps' switch (docs/native-bridge.md). */
export const SERVICE_WORKER_OFF_KEY = 'portal.sw';

/** Whether the worker is switched off for this tab: `?sw=0` on the first address, remembered for the tab. */
function switchedOff(search: string): boolean {
  const asked = new URLSearchParams(search).get('sw') === '0';
  try {
    if (asked) sessionStorage.setItem(SERVICE_WORKER_OFF_KEY, '0');
    return sessionStorage.getItem(SERVICE_WORKER_OFF_KEY) === '0';
  } catch {
    return asked;
  }
}

/**
 * Registers the portal's service worker (sw.js, made by Workbox at build time: the code and the pages'
 * HTML shells, never an API answer) and offers a new version when one waits: 'Vernieuwen' (the ui
 * slice's `update`) lets it take over and reloads, so a page never runs old and new chunks together. A
 * tab that another tab switched over meanwhile is offered the reload as well. `search` is the first
 * address's query; with `?sw=0` the worker is unregistered instead, so the page is always loaded from
 * the network.
 */
export async function registerServiceWorker(store: AppStore, search: string): Promise<void> {
  const { serviceWorker } = navigator;
  if (switchedOff(search)) {
    for (const registration of await serviceWorker.getRegistrations()) await registration.unregister();
    return;
  }
  // The banners' chunk (the frame loads it when one shows) is fetched now, while this version's files
  // are surely there and the connection too: a tab that another tab switched over may no longer find
  // them, and an offline page cannot fetch them.
  import(/* webpackChunkName: "banners" */ '../frame/StatusBanners').catch(() => undefined);
  // No install prompt is pushed at the user: the browser's own banner is held back (its menu still installs).
  window.addEventListener('beforeinstallprompt', (event) => event.preventDefault());

  const workbox = new Workbox('/sw.js');
  let accepted = false;
  let switchedElsewhere = false;
  workbox.addEventListener('waiting', () => store.dispatch(updateWaiting()));
  const hadController = serviceWorker.controller !== null;
  serviceWorker.addEventListener('controllerchange', () => {
    if (accepted) window.location.reload();
    else if (hadController) {
      // Another tab switched to a new version: this page's own chunks may no longer be there to load.
      switchedElsewhere = true;
      store.dispatch(updateWaiting());
    }
  });
  const registration = await workbox.register();
  store.subscribe(() => {
    if (accepted || selectUpdate(store.getState()) !== 'accepted') return;
    accepted = true;
    // The waiting worker takes over (its clientsClaim), and 'controllerchange' above reloads.
    if (registration?.waiting && !switchedElsewhere) workbox.messageSkipWaiting();
    else window.location.reload();
  });
}
