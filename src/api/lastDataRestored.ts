/**
 * The action that puts a tab's last read answers back in the cache when the app starts without a
 * connection (session/lastData/). Only its type is here: the API's rehydration (baseApi.ts) matches
 * it, and its creator lives in the chunk that restores.
 */
export const LAST_DATA_RESTORED = 'offline/lastDataRestored';

/** The tag every restored answer provides until it is read afresh: once online, the rest is dropped. */
export const LAST_DATA_TAG = 'LastData';
