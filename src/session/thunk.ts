import type { ThunkExtra } from '../api/sessionBridge';
import type { AppDispatch, RootState } from '../state/hooks';

/** A thunk of the session module, dispatched on the portal's store. */
export type SessionThunk<R> = (dispatch: AppDispatch, getState: () => RootState, extra: ThunkExtra) => R;
