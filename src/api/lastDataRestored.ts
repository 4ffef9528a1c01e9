/**
 * The action that puts a tab's last read answers back in the cache when the app starts again in that
 * tab (session/lastData/). Its type and the cache it gives RTK Query are here, as the API's
 * rehydration (baseApi.ts) needs them; its creator lives in the chunk that restores.
 */
export const LAST_DATA_RESTORED = 'session/lastDataRestored';

/** The tag every restored answer provides until it is read afresh: once the login is confirmed, the rest is dropped. */
export const LAST_DATA_TAG = 'LastData';

/** The request id of every restored answer: no request of this start fetched it. */
export const RESTORED_REQUEST_ID = 'lastData';

/**
 * One restored answer as the action carries it: its cache key a value, not a key (the support log
 * takes no key of other characters than a name's), with the time it was fetched.
 */
export interface RestoredAnswer {
  key: string;
  endpoint: string;
  args: unknown;
  data: unknown;
  fetchedAt: string;
}

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

/** The part of the API's state RTK Query rehydrates: every answer a fulfilled entry that provides LAST_DATA_TAG. */
export function restoredCache(answers: readonly RestoredAnswer[]) {
  const keys = answers.map((answer) => answer.key);
  const queries: Record<string, AnsweredEntry> = {};
  const provided: Record<string, Array<{ type: string }>> = {};
  for (const { key, endpoint, args, data, fetchedAt } of answers) {
    const at = Date.parse(fetchedAt);
    queries[key] = {
      status: 'fulfilled',
      endpointName: endpoint,
      requestId: RESTORED_REQUEST_ID,
      originalArgs: args,
      data,
      startedTimeStamp: at,
      fulfilledTimeStamp: at,
    };
    provided[key] = [{ type: LAST_DATA_TAG }];
  }
  // The tag without an id, as RTK Query files it.
  return {
    queries,
    mutations: {},
    provided: { tags: { [LAST_DATA_TAG]: { __internal_without_id: keys } }, keys: provided },
  };
}
