import { createAction } from '@reduxjs/toolkit';
import type { AppConfigResponse } from '../../api/contract';
import { LAST_DATA_RESTORED, type RestoredAnswer } from '../../api/lastDataRestored';
import type { AppDispatch, RootState } from '../../state/hooks';
import { loggedIn, selectSessionStatus } from '../sessionSlice';
import { readLastData, type LastData } from './snapshot';

export interface LastDataRestoredPayload {
  /** What came back, as the DevTools log shows it: each read, its answer and when it was fetched. */
  answers: RestoredAnswer[];
}

/** The tab's last answers back in the cache, each with its own fetch time. */
export const lastDataRestored = createAction<LastDataRestoredPayload>(LAST_DATA_RESTORED);

/** The kept answers as the action carries them. */
export function restoredPayload({ answers }: LastData): LastDataRestoredPayload {
  return {
    answers: answers.map(({ key, endpoint, args, data, fulfilledAt }) => ({
      key,
      endpoint,
      args,
      data,
      fetchedAt: new Date(fulfilledAt).toISOString(),
    })),
  };
}

/**
 * At a start of this tab with a stored login, before the refresh has answered (or, without a
 * connection, while start-up waits for one): the answers this tab last read of that login go back in
 * the cache, and the login's user (from its kept config) is logged in, so the page shows its frame
 * and its last data at once. The server has the last word: a refused refresh ends the session (and
 * with it the restored answers); a confirmed one reads afresh what the page shows. True when restored.
 */
export function restoreLastData(
  { dispatch, getState }: { dispatch: AppDispatch; getState: () => RootState },
  storage: Storage = sessionStorage,
): boolean {
  const { sessionId } = getState().session;
  const lastData = sessionId === null ? null : readLastData(storage, sessionId);
  const config = lastData?.answers.find((answer) => answer.endpoint === 'appConfig');
  if (!lastData || !config || selectSessionStatus(getState()) !== 'unknown') return false;
  dispatch(lastDataRestored(restoredPayload(lastData)));
  dispatch(loggedIn((config.data as AppConfigResponse).user));
  return true;
}
