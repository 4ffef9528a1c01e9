import type { ForkedTaskAPI } from '@reduxjs/toolkit';

/** The user input that counts as activity (spec 4: mouse move, key press, touch start). */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'touchstart'] as const;
/** With the period 0 (disabled) the watcher looks again this often, in case a new lifetime arrives. */
const DISABLED_RECHECK_MS = 60_000;

/**
 * Runs as a forked listener task while logged in. Activity only moves a local deadline (no action per
 * event, so the DevTools log stays readable); `onExpired` runs once when the deadline passes without
 * activity. `periodMs()` is read every round; 0 disables the check.
 */
export async function watchInactivity(
  task: ForkedTaskAPI,
  periodMs: () => number,
  onExpired: () => void,
): Promise<void> {
  let lastActivity = Date.now();
  const onActivity = () => {
    lastActivity = Date.now();
  };
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
  try {
    for (;;) {
      const period = periodMs();
      if (period <= 0) {
        await task.delay(DISABLED_RECHECK_MS);
        lastActivity = Date.now();
        continue;
      }
      const remaining = lastActivity + period - Date.now();
      if (remaining <= 0) {
        onExpired();
        return;
      }
      await task.delay(remaining);
    }
  } finally {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
  }
}
