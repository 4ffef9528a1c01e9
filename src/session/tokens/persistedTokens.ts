import type { UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, getStoredState, purgeStoredState, type Storage } from 'redux-persist';
import type { TokenSet } from '../../api/contract';
import { isTokenSet } from './authApi';
import { SESSION_PERSIST_KEY } from './persistStorage';

export interface PersistedTokens {
  tokens: TokenSet;
  /** When the tab that stored them received them; null for sets stored before this was kept. */
  receivedAt: number | null;
  /** The login they belong to (see SessionState.sessionId). */
  sessionId: string | null;
}

/**
 * The persisted token triple as another tab (or the next page load) sees it, read through
 * redux-persist's own reader so the format stays redux-persist's business.
 */
export async function readPersistedTokens(storage: Storage): Promise<PersistedTokens | null> {
  try {
    const stored: unknown = await getStoredState({ key: SESSION_PERSIST_KEY, storage });
    if (typeof stored !== 'object' || stored === null) return null;
    const { tokens, tokensReceivedAt, sessionId } = stored as {
      tokens?: unknown;
      tokensReceivedAt?: unknown;
      sessionId?: unknown;
    };
    if (!isTokenSet(tokens)) return null;
    return {
      tokens,
      receivedAt: typeof tokensReceivedAt === 'number' ? tokensReceivedAt : null,
      sessionId: typeof sessionId === 'string' ? sessionId : null,
    };
  } catch {
    return null;
  }
}

/**
 * Writes what redux-persist has queued now instead of on its next tick (redux-persist's FLUSH), so
 * another tab reading the storage right after sees the rotated tokens.
 */
export function flushPersisted(dispatch: (action: UnknownAction) => unknown): Promise<void> {
  const writes: unknown[] = [];
  dispatch({ type: FLUSH, result: (write: unknown) => writes.push(write) });
  return Promise.all(writes).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Empties the session storage: queued writes first, then the key itself, unless `stillLoggedOut()`
 * says a new session began in the meantime.
 */
export async function purgePersisted(
  dispatch: (action: UnknownAction) => unknown,
  storage: Storage,
  stillLoggedOut: () => boolean,
): Promise<void> {
  await flushPersisted(dispatch);
  if (!stillLoggedOut()) return;
  try {
    await purgeStoredState({ key: SESSION_PERSIST_KEY, storage });
  } catch {
    // Nothing more to do: the state already holds no tokens.
  }
}
