import type { Storage as PersistStorage } from 'redux-persist';
import { workingLocalStorage } from '../workingLocalStorage';

const localStore: PersistStorage = {
  getItem: (key: string) => Promise.resolve(window.localStorage.getItem(key)),
  setItem: (key: string, value: string) => Promise.resolve(window.localStorage.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(window.localStorage.removeItem(key)),
};

/** The cookie fallback, fetched only by the few web views where localStorage throws. */
const loadCookieStorage = () => import('./cookieStorage').then((module) => module.cookieStorage);
const lazyCookieStore: PersistStorage = {
  getItem: async (key: string) => (await loadCookieStorage()).getItem(key),
  setItem: async (key: string, value: string) => (await loadCookieStorage()).setItem(key, value),
  removeItem: async (key: string) => (await loadCookieStorage()).removeItem(key),
};

/** localStorage where it works, otherwise the cookie fallback; decided once per page load. */
export function pickSessionStorage(): PersistStorage {
  return workingLocalStorage() ? localStore : lazyCookieStore;
}

export const SESSION_PERSIST_KEY = 'session';
