import { createAction } from '@reduxjs/toolkit';
import type { AppConfigResponse } from '../../api/contract';
import { LAST_DATA_RESTORED, LAST_DATA_TAG, RESTORED_REQUEST_ID } from '../../api/lastDataRestored';
import type { AppDispatch, RootState } from '../../state/hooks';
import { loggedIn, selectSessionStatus } from '../sessionSlice';
import { readLastData, type LastData } from './snapshot';

/** A cache entry as RTK Query keeps an answered read. */
interface AnsweredEntry {
  status: 'fulfilled';
  endpointName: string;
  requestId: string;
  originalArgs: unknown;
  data: unknown;
  startedTimeStamp: number;
  fulfilledTimeStamp: number;
}

export interface LastDataRestoredPayload {
  /** What came back, as the DevTools log shows it: each read and when it was fetched. */
  answers: Array<{ endpoint: string; fetchedAt: string }>;
  /** The part of the API's state RTK Query rehydrates (`extractRehydrationInfo`, api/baseApi.ts). */
  cache: {
    queries: Record<string, AnsweredEntry>;
    mutations: Record<string, never>;
    provided: { tags: Record<string, Record<string, string[]>>; keys: Record<string, Array<{ type: string }>> };
  };
}

/** The tab's last answers back in the cache, each with its own fetch time. */
export const lastDataRestored = createAction<LastDataRestoredPayload>(LAST_DATA_RESTORED);

/** Every answer as a fulfilled entry that provides LAST_DATA_TAG (the tag without id, as RTK Query files it). */
export function restoredPayload({ answers }: LastData): LastDataRestoredPayload {
  const restoredKeys: string[] = [];
  const cache: LastDataRestoredPayload['cache'] = {
    queries: {},
    mutations: {},
    provided: { tags: { [LAST_DATA_TAG]: { __internal_without_id: restoredKeys } }, keys: {} },
  };
  for (const { key, endpoint, args, data, fulfilledAt } of answers) {
    cache.queries[key] = {
      status: 'fulfilled',
      endpointName: endpoint,
      requestId: RESTORED_REQUEST_ID,
      originalArgs: args,
      data,
      startedTimeStamp: fulfilledAt,
      fulfilledTimeStamp: fulfilledAt,
    };
    restoredKeys.push(key);
    cache.provided.keys[key] = [{ type: LAST_DATA_TAG }];
  }
  return {
    answers: answers.map(({ endpoint, fulfilledAt }) => ({ endpoint, fetchedAt: new Date(fulfilledAt).toISOString() })),
    cache,
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
