import type { Storage as PersistStorage } from 'redux-persist';

const COOKIE_DAYS = 10;

/** Cookie storage for web views where localStorage throws (spec 9: path '/', 10 days). */
export const cookieStorage: PersistStorage = {
  getItem(key: string) {
    const name = `${encodeURIComponent(key)}=`;
    const entry = document.cookie.split('; ').find((part) => part.startsWith(name));
    return Promise.resolve(entry ? decodeURIComponent(entry.slice(name.length)) : null);
  },
  setItem(key: string, value: string) {
    const expires = new Date(Date.now() + COOKIE_DAYS * 86_400_000).toUTCString();
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie =
      `${encodeURIComponent(key)}=${encodeURIComponent(value)}; ` +
      `path=/; expires=${expires}; SameSite=Strict${secure}`;
    return Promise.resolve();
  },
  removeItem(key: string) {
    document.cookie = `${encodeURIComponent(key)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    return Promise.resolve();
  },
};
