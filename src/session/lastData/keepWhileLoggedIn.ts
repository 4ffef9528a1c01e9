import { baseApi } from '../../api/baseApi';
import { LAST_DATA_TAG, RESTORED_REQUEST_ID } from '../../api/lastDataRestored';
import type { RootState } from '../../state/storeTypes';
import type { LastDataTask } from './runLastData';
import { configAnswer, isKeptRead, keepLastData, takeLastData } from './snapshot';

/** Changes that come together (a page's reads, a save and its re-read) are written once, this long after the first. */
export const WRITE_AFTER_MS = 500;

type Queries = RootState['api']['queries'];
const isKept = (entry: Queries[string]) => isKeptRead(entry?.endpointName);

/**
 * Whether a kept read's answer changed: read, read again, patched by a save (`updateQueryData`) or
 * removed. Not a request that merely started: the answer it will bring is a change of its own.
 */
export function keptAnswersChanged(current: RootState, previous: RootState): boolean {
  const [now, before] = [current.api.queries, previous.api.queries];
  if (now === before) return false;
  for (const [key, entry] of Object.entries(now)) {
    const earlier = before[key];
    if (isKept(entry) && (earlier?.data !== entry?.data || earlier?.fulfilledTimeStamp !== entry?.fulfilledTimeStamp))
      return true;
  }
  return Object.entries(before).some(([key, entry]) => isKept(entry) && now[key] === undefined);
}

/** Whether the start-up's config was read from the server, not only restored (its entry's request says). */
const loginConfirmed = (state: RootState) =>
  Object.values(state.api.queries).some(
    (entry) => entry?.endpointName === 'appConfig' && entry.requestId !== RESTORED_REQUEST_ID,
  );

/**
 * While logged in, this tab keeps its kept reads' last answers in sessionStorage (snapshot.ts) for its
 * next start, until the `loggedIn` listener's task ends (a wait then rejects): after every change, and
 * at once when the page is hidden or left (a reload right after a save shows what was saved). Once the
 * server has confirmed a login that started with restored answers (its config read afresh, `loggedIn`
 * again), they are dropped: those on screen are read afresh, the rest would be stale.
 */
export async function keepLastDataWhileLoggedIn(task: LastDataTask, storage: Storage = sessionStorage): Promise<void> {
  const state = task.getState();
  const restored = state.api.provided.tags[LAST_DATA_TAG];
  if (loginConfirmed(state) && restored && Object.values(restored).some((keys) => keys?.length))
    task.dispatch(baseApi.util.invalidateTags([LAST_DATA_TAG]));
  // The config says whose answers these are. Read without a holder, RTK Query drops it a minute
  // later, or when the connection comes back: the last one seen is kept with the rest.
  let config = configAnswer(state);
  const keepNow = () => {
    const now = task.getState();
    config = configAnswer(now) ?? config;
    const lastData = takeLastData(now, config);
    if (lastData) keepLastData(storage, lastData);
  };
  const keepWhenHidden = () => {
    if (document.visibilityState === 'hidden') keepNow();
  };
  window.addEventListener('pagehide', keepNow);
  document.addEventListener('visibilitychange', keepWhenHidden);
  try {
    for (;;) {
      await task.delay(WRITE_AFTER_MS);
      keepNow();
      await task.take((_action, current, previous) => keptAnswersChanged(current, previous));
    }
  } finally {
    window.removeEventListener('pagehide', keepNow);
    document.removeEventListener('visibilitychange', keepWhenHidden);
  }
}
