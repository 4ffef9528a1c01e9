import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { LAST_DATA_TAG, RESTORED_REQUEST_ID } from '../../api/lastDataRestored';
import type { RootState } from '../../state/storeTypes';
import type { LastDataTask } from './runLastData';
import { KEPT_READS, keepLastData, takeLastData } from './snapshot';

/** Answers that arrive together (a page's reads) are written once, this long after the first. */
export const WRITE_AFTER_MS = 500;

const isKeptReadAnswered = (action: UnknownAction) =>
  action.type === `${baseApi.reducerPath}/executeQuery/fulfilled` &&
  KEPT_READS.has((action.meta as { arg?: { endpointName?: string } } | undefined)?.arg?.endpointName ?? '');

/** Whether the start-up's config was read from the server, not only restored (its entry's request says). */
const loginConfirmed = (state: RootState) =>
  Object.values(state.api.queries).some(
    (entry) => entry?.endpointName === 'appConfig' && entry.requestId !== RESTORED_REQUEST_ID,
  );

/**
 * While logged in, this tab keeps its kept reads' last answers in sessionStorage (snapshot.ts) for its
 * next start, until the `loggedIn` listener's task ends (a wait then rejects). Once the server has
 * confirmed a login that started with restored answers (its config read afresh, `loggedIn` again),
 * they are dropped: those on screen are read afresh, the rest would be stale.
 */
export async function keepLastDataWhileLoggedIn(task: LastDataTask, storage: Storage = sessionStorage): Promise<void> {
  const state = task.getState();
  const restored = state.api.provided.tags[LAST_DATA_TAG];
  if (loginConfirmed(state) && restored && Object.values(restored).some((keys) => keys?.length))
    task.dispatch(baseApi.util.invalidateTags([LAST_DATA_TAG]));
  for (;;) {
    await task.delay(WRITE_AFTER_MS);
    const lastData = takeLastData(task.getState());
    if (lastData) keepLastData(storage, lastData);
    await task.take(isKeptReadAnswered);
  }
}
