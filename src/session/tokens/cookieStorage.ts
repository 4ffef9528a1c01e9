import type { Storage as PersistStorage } from 'redux-persist';

const COOKIE_DAYS = 10;

const https = () => window.location.protocol === 'https:';
/** On https the `__Host-` prefix: the browser then only takes it Secure, on path '/', from this host. */
const cookieName = (key: string) => (https() ? '__Host-' : '') + encodeURIComponent(key);
const attributes = () => `path=/; SameSite=Strict${https() ? '; Secure' : ''}`;

/** Cookie storage for web views where localStorage throws (requirements §9: path '/', 10 days). */
export const cookieStorage: PersistStorage = {
  getItem(key: string) {
    const name = `${cookieName(key)}=`;
    const entry = document.cookie.split('; ').find((part) => part.startsWith(name));
    return Promise.resolve(entry ? decodeURIComponent(entry.slice(name.length)) : null);
  },
  setItem(key: string, value: string) {
    const expires = new Date(Date.now() + COOKIE_DAYS * 86_400_000).toUTCString();
    document.cookie = `${cookieName(key)}=${encodeURIComponent(value)}; expires=${expires}; ${attributes()}`;
    return Promise.resolve();
  },
  removeItem(key: string) {
    // The same attributes, or the browser keeps a Secure `__Host-` cookie.
    document.cookie = `${cookieName(key)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; ${attributes()}`;
    return Promise.resolve();
  },
};
