/**
 * The action that puts a tab's last read answers back in the cache when the app starts again in that
 * tab (session/lastData/). Only its type is here: the API's rehydration (baseApi.ts) matches
 * it, and its creator lives in the chunk that restores.
 */
export const LAST_DATA_RESTORED = 'session/lastDataRestored';

/** The tag every restored answer provides until it is read afresh: once the login is confirmed, the rest is dropped. */
export const LAST_DATA_TAG = 'LastData';

/** The request id of every restored answer: no request of this start fetched it. */
export const RESTORED_REQUEST_ID = 'lastData';
