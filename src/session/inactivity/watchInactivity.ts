import type { ForkedTaskAPI } from '@reduxjs/toolkit';
import type { ActivityClock } from './activityClock';

/** The user input that counts as activity (requirements §4: mouse move, key press, touch start). */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'touchstart'] as const;
/** With the period 0 (disabled) the watcher looks again this often, in case a new lifetime arrives. */
const DISABLED_RECHECK_MS = 60_000;
/** The warning comes this long before the end (WCAG 2.2.1), or halfway through periods under 60 s. */
export const WARNING_LEAD_MS = 30_000;

export const warningLeadMs = (periodMs: number): number =>
  periodMs >= 2 * WARNING_LEAD_MS ? WARNING_LEAD_MS : periodMs / 2;

export interface InactivityWatch {
  /** The period, read every round; 0 disables the check. */
  periodMs(): number;
  clock: ActivityClock;
  /** Where activity events are heard (the window). */
  events: EventTarget;
  /** The period ends at `endsAt` unless there is activity first. */
  onWarning(endsAt: number): void;
  /** Activity (here or in another tab) after a warning: the session goes on. */
  onCalm(): void;
  /** The period passed without activity; runs once, then the watcher ends. */
  onExpired(): void;
}

/**
 * Runs as a forked listener task while logged in. Activity only moves the activity clock (no action
 * per event, so the DevTools log stays readable); the only actions are the warning, its end, and the
 * expiry, each once.
 */
export async function watchInactivity(task: ForkedTaskAPI, watch: InactivityWatch): Promise<void> {
  const { clock, events } = watch;
  let warned = false;
  const calmIfActive = () => {
    const period = watch.periodMs();
    if (warned && (period <= 0 || Date.now() < clock.last() + period - warningLeadMs(period))) {
      warned = false;
      watch.onCalm();
    }
  };
  const onActivity = () => clock.touch();
  const unsubscribe = clock.subscribe(calmIfActive);
  for (const type of ACTIVITY_EVENTS) events.addEventListener(type, onActivity, { capture: true, passive: true });
  try {
    for (;;) {
      const period = watch.periodMs();
      if (period <= 0) {
        calmIfActive();
        await task.delay(DISABLED_RECHECK_MS);
        clock.touch();
        continue;
      }
      const now = Date.now();
      const endsAt = clock.last() + period;
      const warnAt = endsAt - warningLeadMs(period);
      if (now >= endsAt) {
        watch.onExpired();
        return;
      }
      if (now >= warnAt) {
        if (!warned) {
          warned = true;
          watch.onWarning(endsAt);
        }
        await task.delay(endsAt - now);
      } else {
        calmIfActive();
        await task.delay(warnAt - now);
      }
    }
  } finally {
    unsubscribe();
    for (const type of ACTIVITY_EVENTS) events.removeEventListener(type, onActivity, { capture: true });
  }
}
