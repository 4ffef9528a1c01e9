import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../../state/hooks';
import { selectSessionStatus } from '../sessionSlice';
import { keepLastDataWhileLoggedIn } from './keepWhileLoggedIn';
import { restoreLastData } from './restoreLastData';
import { forgetLastData } from './snapshot';

/** What of a session listener's API the tab's last data use (listeners.ts passes its own). */
export interface LastDataTask {
  dispatch: AppDispatch;
  getState: () => RootState;
  take(predicate: (action: UnknownAction, current: RootState, previous: RootState) => boolean): Promise<unknown>;
  delay(ms: number): Promise<void>;
}

/**
 * The "last-data" chunk's one entry, called by the session's listeners (listeners.ts); what it does
 * follows from the session's status:
 * - start-up still deciding (a start of this tab with a stored login): the tab's last answers of
 *   that login come back (restoreLastData.ts);
 * - logged in: the answers are kept while the login lasts (keepWhileLoggedIn.ts). The task ends with
 *   the `loggedIn` listener's, which ends with the session: then they are forgotten;
 * - logged out (a start whose stored session was refused): they are forgotten.
 */
export async function runLastData(task: LastDataTask, storage: Storage = sessionStorage): Promise<void> {
  const status = selectSessionStatus(task.getState());
  if (status === 'unknown') restoreLastData(task, storage);
  else if (status === 'loggedOut') forgetLastData(storage);
  else
    try {
      await keepLastDataWhileLoggedIn(task, storage);
    } finally {
      if (selectSessionStatus(task.getState()) !== 'loggedIn') forgetLastData(storage);
    }
}
