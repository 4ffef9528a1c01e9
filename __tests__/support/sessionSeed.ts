import type { Storage } from 'redux-persist';
import { persistedSession, type PersistedSessionOptions } from '../../scripts/lib/persistedSession';
import type { TokenSet } from '../../src/api/contract';
import { readPersistedTokens } from '../../src/session/tokens/persistedTokens';

/** Stores a token triple the way redux-persist does, as a previous page load would have left it. */
export function seedSession(storage: Storage, tokens: TokenSet, options: PersistedSessionOptions = {}): Promise<void> {
  const { key, value } = persistedSession(tokens, options);
  return Promise.resolve(storage.setItem(key, value)).then(() => undefined);
}

/** The token triple the next page load would find, or null. */
export const storedTokens = (storage: Storage): Promise<TokenSet | null> =>
  readPersistedTokens(storage).then((stored) => stored?.tokens ?? null);
