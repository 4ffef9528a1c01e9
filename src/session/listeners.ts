import { REHYDRATE, type Storage } from 'redux-persist';
import type { AppStartListening } from '../app/listeners';
import { startupEndedLoggedOut } from './sessionSlice';

export interface SessionListenerOptions {
  storage: Storage;
}

/** Session life: start-up once the persisted tokens are back. */
export function registerSessionListeners(startListening: AppStartListening, _options: SessionListenerOptions): void {
  startListening({
    predicate: (action) => action.type === REHYDRATE,
    effect: (_action, api) => {
      api.unsubscribe();
      // Until the Session issue lands there is no way to resume a stored session.
      api.dispatch(startupEndedLoggedOut());
    },
  });
}
