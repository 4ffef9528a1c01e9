/** The address parameter that carries the native app's one-time session token (requirements §4). */
export const APP_LOGIN_PARAM = 'state';

/**
 * Takes `?state=` out of the address and returns it. This runs when the store is made, before the
 * router reads the address, so the token is neither shown nor carried along by a redirect, and a
 * reload never replays a used token. Other parameters (such as `platform`) and the hash stay.
 */
export function takeAppLoginState(): string | null {
  if (typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  const value = url.searchParams.get(APP_LOGIN_PARAM);
  if (value === null) return null;
  url.searchParams.delete(APP_LOGIN_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return value.trim() === '' ? null : value;
}
