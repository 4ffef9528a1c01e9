import type { ListenerEffectAPI, UnknownAction } from '@reduxjs/toolkit';
import type { ThunkExtra } from '../../api/sessionBridge';
import type { AppDispatch, RootState } from '../../state/hooks';
import { endExpiredSession, logout } from '../logout';
import {
  becameInactive,
  inactivityWarningEnded,
  inactivityWarningShown,
  selectTokens,
  stayedLoggedIn,
} from '../sessionSlice';
import { SESSION_PERSIST_KEY } from '../tokens/persistStorage';
import { lifetimeMs } from '../tokens/tokenTiming';
import { workingLocalStorage } from '../workingLocalStorage';
import { createActivityClock, type ActivityStorage } from './activityClock';
import { watchInactivity } from './watchInactivity';

export interface InactivityOptions {
  /** undefined: localStorage where it works; null: this tab only. */
  activityStorage: ActivityStorage | null | undefined;
  activityEvents: EventTarget;
  isSessionEnd(action: UnknownAction): boolean;
}

/**
 * One login's inactivity (requirements §4), run by the `loggedIn` listener until the session ends:
 * - the watcher task warns before the end (WCAG 2.2.1); on expiry it flags the session and ends it
 *   with the spec's alert, as the refresh moment of an inactive session does (the warning has told
 *   the user this moment);
 * - activity counts across the tabs of the browser (activityClock.ts); 'Ingelogd blijven' is activity
 *   told to the other tabs at once;
 * - a logout in another tab empties the shared storage: this tab's session ends with it, at once.
 */
export async function runInactivity(
  api: ListenerEffectAPI<RootState, AppDispatch, ThunkExtra>,
  { activityStorage, activityEvents, isSessionEnd }: InactivityOptions,
): Promise<void> {
  const clock = createActivityClock(
    // Without a working localStorage each tab keeps its own activity.
    activityStorage === undefined ? workingLocalStorage() : activityStorage,
    activityEvents,
  );
  clock.touch(true);
  const watcher = api.fork((task) =>
    watchInactivity(task, {
      periodMs: () => lifetimeMs(selectTokens(api.getState())),
      clock,
      events: activityEvents,
      onWarning: (endsAt) => api.dispatch(inactivityWarningShown(endsAt)),
      onCalm: () => api.dispatch(inactivityWarningEnded()),
      onExpired: () => {
        api.dispatch(becameInactive());
        // Not through a refresh that may be running: a refresh landing after this logout is dropped.
        void api.dispatch(endExpiredSession());
      },
    }),
  );
  const stay = api.fork(async (task) => {
    for (;;) {
      await task.pause(api.take(stayedLoggedIn.match));
      clock.touch(true);
    }
  });
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key === `persist:${SESSION_PERSIST_KEY}` && newValue === null) void api.dispatch(logout('replaced'));
  };
  activityEvents.addEventListener('storage', onStorage);
  try {
    await api.condition(isSessionEnd);
  } finally {
    activityEvents.removeEventListener('storage', onStorage);
    watcher.cancel();
    stay.cancel();
    clock.close();
  }
}
