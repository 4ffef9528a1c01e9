import type { UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE, type Storage } from 'redux-persist';
import type { AppStartListening } from '../state/hooks';
import { nl } from '../text/nl';
import { showMessage } from '../ui/dialogs';
import { clearMenuButton } from '../ui/nativeBridge';
import { selectOffline } from '../ui/uiSlice';
import { loadAppConfig } from './appConfig';
import type { ActivityStorage } from './inactivity/activityClock';
import { hasLastDataOf } from './lastData/lastDataKey';
import type { LastDataTask } from './lastData/runLastData';
import { logout } from './logout';
import {
  loggedIn,
  loggedOut,
  selectSessionStatus,
  selectTokens,
  startupEndedLoggedOut,
  tokensRotated,
} from './sessionSlice';
import { takeAppLoginState } from './tokens/appLoginState';
import { authApi, isTokenSet } from './tokens/authApi';
import { flushPersisted, purgePersisted } from './tokens/persistedTokens';
import { lifetimeMs, refreshDueIn } from './tokens/tokenTiming';

export interface SessionListenerOptions {
  storage: Storage;
  /** Where the tabs share their last activity; localStorage by default (null: this tab only). */
  activityStorage?: ActivityStorage | null;
  /** Where activity and other tabs' storage events are heard; the window by default. */
  activityEvents?: EventTarget;
}

const isSessionEnd = (action: UnknownAction) => loggedOut.match(action) || startupEndedLoggedOut.match(action);
// The tab's last read answers (lastData/runLastData.ts): back at a start of this tab, kept while
// logged in, forgotten when the session ends or is refused. A chunk loaded when needed.
const lastData = (task: LastDataTask) =>
  import(/* webpackChunkName: "last-data" */ './lastData/runLastData')
    .then(({ runLastData }) => runLastData(task))
    .catch(() => undefined);

/**
 * The session's life in the listener middleware: start-up once the persisted tokens are back, the
 * refresh timer after every token set, the inactivity watcher while logged in, and the clean-up of
 * every logout. Timers are listener tasks, cancelled when the session ends.
 */
export function registerSessionListeners(
  startListening: AppStartListening,
  { storage, activityStorage, activityEvents = window }: SessionListenerOptions,
): void {
  // Read (and removed from the address) now, before the router reads the address.
  const appLoginState = takeAppLoginState();

  // Start-up (requirements §4): `?state=` → POST /auth/app; else stored tokens → refresh; then GET /app/config.
  // Without a connection it waits for one (the refresh in sessionBridge.ts, the config here).
  startListening({
    predicate: (action) => action.type === REHYDRATE,
    effect: async (_action, api) => {
      api.unsubscribe();
      let resumed = false;
      if (appLoginState !== null) {
        const replaced = selectTokens(api.getState());
        const result = await api.dispatch(
          authApi.endpoints.authAppLogin.initiate({ sessionToken: appLoginState }, { track: false }),
        );
        // The login this browser had is replaced: it ends on the server too, not only in storage.
        if (replaced) void api.dispatch(authApi.endpoints.authLogout.initiate(replaced, { track: false }));
        if ('data' in result && isTokenSet(result.data)) {
          api.dispatch(tokensRotated(result.data, { newSession: true }));
          await flushPersisted(api.dispatch);
          resumed = true;
        }
      } else {
        const stored = selectTokens(api.getState());
        // The page shows at once what this tab last read of this login (without a connection: meanwhile);
        // the refresh and the config below confirm the login, and the shown reads are read afresh.
        const { sessionId } = api.getState().session;
        if (stored && (selectOffline(api.getState()) || hasLastDataOf(sessionId))) await lastData(api);
        resumed = stored !== null && (await api.extra.session.reauthenticate(stored.token));
      }
      if (resumed) {
        let configured = await api.dispatch(loadAppConfig());
        // A config call without an answer is asked again once the connection is back, like the refresh.
        while (!configured && selectOffline(api.getState())) {
          await api.condition((_action, state) => !selectOffline(state));
          configured = await api.dispatch(loadAppConfig());
        }
        if (configured) return;
        // Told as after a login (requirements §8); the fresh tokens go (revoked, storage emptied).
        void api.dispatch(showMessage(nl.common.error, nl.session.configFailed));
        await api.dispatch(logout('startupFailed'));
        return;
      }
      const leftovers = appLoginState !== null || selectTokens(api.getState()) !== null;
      api.dispatch(startupEndedLoggedOut());
      if (leftovers) {
        void lastData(api);
        await purgePersisted(api.dispatch, storage, () => selectTokens(api.getState()) === null);
      }
    },
  });

  // Refresh timer: jwt_expire_time seconds after every token set arrived; a new set restarts it.
  startListening({
    actionCreator: tokensRotated,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      if (lifetimeMs(action.payload) <= 0) return;
      const delay = refreshDueIn(action.payload, action.meta.receivedAt);
      if (await api.condition(isSessionEnd, delay)) return;
      const current = selectTokens(api.getState());
      // The bridge decides: inactive → 'Sessie verlopen' and logout; else one shared refresh.
      if (current) await api.extra.session.reauthenticate(current.token);
    },
  });

  // Inactivity (requirements §4), shared by the tabs of this login, with its warning (inactivity/runInactivity.ts),
  // and the calls refused until two-step verification is set up (twoStepRefusals.ts): tasks while logged
  // in, whose code is fetched with the first login, not on the first visit.
  startListening({
    actionCreator: loggedIn,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      void lastData(api);
      const { runWhileLoggedIn } = await api.pause(import(/* webpackChunkName: "inactivity" */ './loggedInTasks'));
      if (selectSessionStatus(api.getState()) !== 'loggedIn') return;
      await runWhileLoggedIn(api, { activityStorage, activityEvents, isSessionEnd });
    },
  });

  // Every logout (see logout.ts for the rest): storage emptied, native menu button cleared. A session
  // replaced by another tab leaves the storage alone: it holds that tab's new session.
  startListening({
    actionCreator: loggedOut,
    effect: async (action, api) => {
      clearMenuButton();
      if (action.payload.reason === 'replaced') return;
      await purgePersisted(api.dispatch, storage, () => selectTokens(api.getState()) === null);
    },
  });
}
