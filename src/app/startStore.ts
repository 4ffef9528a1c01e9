import type { Platform } from '../api/contract';
import { getConfig } from '../config';
import { detectPlatform } from '../shell/platform';
import { makeStore, type AppStore } from './store';

/**
 * The first step of the start: platform and store. Creating the store rehydrates the session and
 * starts its start-up calls, so they are on the network while the rest of the entry is evaluated.
 */
export function prepareStore(): { store: AppStore; platform: Platform } {
  const platform = detectPlatform(window.location.search, getConfig().defaultPlatform);
  document.documentElement.dataset.platform = platform;
  // No PersistGate: the shell renders nothing protected until start-up (after rehydration) has decided.
  const { store } = makeStore({ platform });
  return { store, platform };
}
