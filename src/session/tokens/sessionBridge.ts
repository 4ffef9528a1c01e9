import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Storage } from 'redux-persist';
import type { TokenSet } from '../../api/contract';
import type { SessionBridge } from '../../api/sessionBridge';
import type { AppDispatch, RootState } from '../../state/hooks';
import { selectOffline } from '../../ui/uiSlice';
import { endExpiredSession, logout } from '../logout';
import { tokensRotated } from '../sessionSlice';
import { pickCrossTabLock, type CrossTabLock } from '../tabs/crossTabLock';
import { authApi, isTokenSet } from './authApi';
import { flushPersisted, readPersistedTokens } from './persistedTokens';
import { isStale } from './tokenTiming';

interface StoreAccess {
  getState(): RootState;
  dispatch: AppDispatch;
  subscribe(listener: () => void): () => void;
}

export interface SessionBridgeOptions {
  /** The persist storage of the session, shared by the tabs of the browser. */
  storage: Storage;
  lock?: CrossTabLock;
}

export type ConnectedSessionBridge = SessionBridge & { connect(store: StoreAccess): void };

/** A refresh the server answered with a refusal (4xx): the session is over. Anything else is tried again. */
const refused = (error: FetchBaseQueryError) => typeof error.status === 'number' && error.status < 500;
const UNANSWERED = 'unanswered';
/** Pauses between tries of a refresh that got no answer while the browser still thinks it is online. */
export const REFRESH_RETRY_MS = 15_000;

/**
 * Resolves when a refresh that got no answer may be tried again: the connection is back (the offline
 * flag clears: the browser's 'online', another call answered, 'Opnieuw proberen'), after a pause while
 * the browser claims to be online (a server that did not answer), or when the session has ended.
 */
const whenToRetry = (store: StoreAccess, ended: () => boolean) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(pause);
      stop();
      resolve();
    };
    const pause = setTimeout(() => {
      if (navigator.onLine) done();
    }, REFRESH_RETRY_MS);
    let offline = selectOffline(store.getState());
    const stop = store.subscribe(() => {
      const stillOffline = selectOffline(store.getState());
      if ((offline && !stillOffline) || ended()) done();
      offline = stillOffline;
    });
  });

/**
 * The session side of the API layer and the one place that refreshes tokens. The refresh timer
 * (../listeners.ts), start-up and every 401 of baseQuery come through `reauthenticate`, so they share
 * a single in-flight refresh; across tabs the refresh runs under a cross-tab lock and re-reads the
 * stored tokens first, adopting them when another tab already rotated.
 * Created before the store exists (it is the thunk extra argument), connected right after.
 */
export function createSessionBridge({
  storage,
  lock = pickCrossTabLock(),
}: SessionBridgeOptions): ConnectedSessionBridge {
  let store: StoreAccess | null = null;
  let inflight: Promise<boolean> | null = null;
  /** Refresh tokens this tab has rotated away from; never adopted back from storage. */
  const retired = new Set<string>();

  const tokens = (): TokenSet | null => store?.getState().session.tokens ?? null;

  /** Under the lock: adopt another tab's rotation, or rotate ourselves and write it through. */
  const refreshUnderLock = (connected: StoreAccess) =>
    lock.run(async (): Promise<boolean | typeof UNANSWERED> => {
      const current = tokens();
      if (!current) return false;
      let presented = current.refresh_token;
      const stored = await readPersistedTokens(storage);
      if (
        stored &&
        stored.tokens.refresh_token !== current.refresh_token &&
        !retired.has(stored.tokens.refresh_token)
      ) {
        const { sessionId } = connected.getState().session;
        if (stored.sessionId !== sessionId) {
          // Another tab logged out and in again: that login is not ours to take over.
          await connected.dispatch(logout('replaced'));
          return false;
        }
        // Another tab rotated already: take its set, or, when that has run out too, refresh it.
        retired.add(current.refresh_token);
        if (!isStale(stored.tokens, stored.receivedAt)) {
          connected.dispatch(
            tokensRotated(stored.tokens, { receivedAt: stored.receivedAt ?? Date.now(), sessionId: stored.sessionId }),
          );
          return true;
        }
        presented = stored.tokens.refresh_token;
      }
      const result = await connected.dispatch(
        authApi.endpoints.authRefresh.initiate({ refresh_token: presented }, { track: false }),
      );
      if ('error' in result && !refused(result.error as FetchBaseQueryError)) return UNANSWERED;
      if (!('data' in result) || !isTokenSet(result.data)) return false;
      // A logout while the call was out must not bring the session back.
      if (tokens()?.refresh_token !== current.refresh_token) return tokens() !== null;
      retired.add(presented);
      connected.dispatch(tokensRotated(result.data));
      await flushPersisted(connected.dispatch);
      return true;
    });

  const refreshOnce = (connected: StoreAccess): Promise<boolean> => {
    inflight ??= (async () => {
      try {
        for (;;) {
          const { inactive, status } = connected.getState().session;
          if (inactive && status === 'loggedIn') {
            await connected.dispatch(endExpiredSession());
            return false;
          }
          const renewed = await refreshUnderLock(connected).catch(() => false);
          if (renewed !== UNANSWERED) {
            // Start-up and login decide themselves what a refusal means; a live session ends here.
            if (!renewed && connected.getState().session.status === 'loggedIn')
              void connected.dispatch(logout('refreshFailed'));
            return renewed;
          }
          // No answer (no connection, a time-out, a server error): the session stays, and the refresh
          // is tried again when the connection is back; only a refusal ends it.
          await whenToRetry(connected, () => tokens() === null);
          if (!tokens()) return false;
        }
      } finally {
        inflight = null;
      }
    })();
    return inflight;
  };

  return {
    connect(connected) {
      store = connected;
    },
    accessToken: () => tokens()?.token ?? null,
    reauthenticate: async (failedToken) => {
      const current = tokens();
      if (!store || !current) return false;
      // Someone (a refresh of this tab, or an adopted one of another tab) already replaced it.
      if (failedToken !== null && current.token !== failedToken && !inflight) return true;
      return refreshOnce(store);
    },
  };
}
