import type { Storage as PersistStorage } from 'redux-persist';

const COOKIE_DAYS = 10;

function localStorageWorks(): boolean {
  try {
    const probe = '__portal_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/** Cookie storage for web views where localStorage throws (spec 9: path '/', 10 days). */
export const cookieStorage: PersistStorage = {
  getItem(key: string) {
    const name = `${encodeURIComponent(key)}=`;
    const entry = document.cookie.split('; ').find((part) => part.startsWith(name));
    return Promise.resolve(entry ? decodeURIComponent(entry.slice(name.length)) : null);
  },
  setItem(key: string, value: string) {
    const expires = new Date(Date.now() + COOKIE_DAYS * 86_400_000).toUTCString();
    document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; path=/; expires=${expires}; SameSite=Strict${
      window.location.protocol === 'https:' ? '; Secure' : ''
    }`;
    return Promise.resolve();
  },
  removeItem(key: string) {
    document.cookie = `${encodeURIComponent(key)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    return Promise.resolve();
  },
};

const localStore: PersistStorage = {
  getItem: (key: string) => Promise.resolve(window.localStorage.getItem(key)),
  setItem: (key: string, value: string) => Promise.resolve(window.localStorage.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(window.localStorage.removeItem(key)),
};

/** localStorage where it works, otherwise the cookie fallback; decided once per page load. */
export function pickSessionStorage(): PersistStorage {
  return localStorageWorks() ? localStore : cookieStorage;
}

export const SESSION_PERSIST_KEY = 'session';
