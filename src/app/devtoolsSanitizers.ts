import type { Action } from '@reduxjs/toolkit';

// Keys naming a secret; `tokensReceivedAt` is a time, which support needs to read a session's story.
const SECRET_KEY = /token(?!sReceivedAt)|password/i;
const REDACTED = '‹verborgen›';
/** Token-shaped parts of any string: JWTs (a download link carries one) and long opaque runs (other tokens). */
const TOKEN_SHAPED = /eyJ[\w-]*\.[\w-]+\.[\w-]*|[\w-]{32,}/g;

/** Deep copy with every token or password value replaced, for Redux DevTools only. */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return value.replace(TOKEN_SHAPED, REDACTED) as T;
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => redactSecrets(item, depth + 1)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    copy[key] =
      SECRET_KEY.test(key) && inner !== null && inner !== undefined ? REDACTED : redactSecrets(inner, depth + 1);
  }
  return copy as T;
}

export const actionSanitizer = <A extends Action>(action: A): A => redactSecrets(action);
export const stateSanitizer = <S>(state: S): S => redactSecrets(state);
