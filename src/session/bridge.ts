import type { SessionBridge } from '../api/sessionBridge';
import type { AppDispatch, RootState } from '../app/store';
import { loggedOut } from './sessionSlice';

interface StoreAccess {
  getState(): RootState;
  dispatch: AppDispatch;
}

/**
 * The session side of the API layer. Created before the store exists (it is the thunk extra
 * argument), connected to the store right after.
 */
export function createSessionBridge(): SessionBridge & { connect(store: StoreAccess): void } {
  let store: StoreAccess | null = null;
  return {
    connect(connected) {
      store = connected;
    },
    accessToken: () => store?.getState().session.tokens?.token ?? null,
    reauthenticate: async () => {
      store?.dispatch(loggedOut('refreshFailed'));
      return false;
    },
  };
}
