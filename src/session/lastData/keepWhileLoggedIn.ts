import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { LAST_DATA_TAG } from '../../api/lastDataRestored';
import { selectOffline } from '../../ui/uiSlice';
import type { LastDataTask } from './runLastData';
import { KEPT_READS, keepLastData, takeLastData } from './snapshot';

/** Answers that arrive together (a page's reads) are written once, this long after the first. */
export const WRITE_AFTER_MS = 500;

const isKeptReadAnswered = (action: UnknownAction) =>
  action.type === `${baseApi.reducerPath}/executeQuery/fulfilled` &&
  KEPT_READS.has((action.meta as { arg?: { endpointName?: string } } | undefined)?.arg?.endpointName ?? '');

/**
 * While logged in, this tab keeps its kept reads' last answers in sessionStorage (snapshot.ts) for a
 * reload without a connection, until the `loggedIn` listener's task ends (a wait then rejects). A login the server
 * confirmed after a start without a connection
 * first drops the restored answers: those on screen are read afresh, the rest would be stale.
 */
export async function keepLastDataWhileLoggedIn(task: LastDataTask, storage: Storage = sessionStorage): Promise<void> {
  const state = task.getState();
  const restored = state.api.provided.tags[LAST_DATA_TAG];
  if (!selectOffline(state) && restored && Object.values(restored).some((keys) => keys?.length))
    task.dispatch(baseApi.util.invalidateTags([LAST_DATA_TAG]));
  for (;;) {
    await task.delay(WRITE_AFTER_MS);
    const lastData = takeLastData(task.getState());
    if (lastData) keepLastData(storage, lastData);
    await task.take(isKeptReadAnswered);
  }
}
