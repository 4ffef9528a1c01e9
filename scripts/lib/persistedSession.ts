/**
 * The storage entry redux-persist leaves for a session: what a previous page load would have stored.
 * Tests put it into their memory storage (__tests__/support/sessionSeed.ts); bench:web puts it into
 * the localStorage of the Chrome that Lighthouse drives, to measure the logged-in pages.
 */
import type { TokenSet } from '../../src/api/contract';
import { SESSION_PERSIST_KEY } from '../../src/session/tokens/persistStorage';

export interface PersistedSessionOptions {
  /** When the tokens were received (their age drives the refresh timer). */
  receivedAt?: number;
  sessionId?: string;
}

export function persistedSession(
  tokens: TokenSet,
  { receivedAt = Date.now(), sessionId = 'earlier-login' }: PersistedSessionOptions = {},
): { key: string; value: string } {
  const persisted = {
    tokens: JSON.stringify(tokens),
    tokensReceivedAt: JSON.stringify(receivedAt),
    sessionId: JSON.stringify(sessionId),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  };
  return { key: `persist:${SESSION_PERSIST_KEY}`, value: JSON.stringify(persisted) };
}
