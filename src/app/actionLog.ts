import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { diagnosticsLimits } from '../validation/diagnosticsLimits';
import { redactSecrets } from './devtoolsSanitizers';

/** One recorded action: already passed through the DevTools redaction (tokens, passwords). */
export interface RecordedAction {
  type: string;
  time: number;
  payload?: unknown;
  meta?: unknown;
  error?: unknown;
}

const READ = 'actionLog/read';
/**
 * The recorded actions, oldest first. The recorder answers this action itself: it reaches no reducer
 * and is not recorded. Without a recorder in the store the answer is the action, and the log empty.
 */
export function readActionLog(dispatch: (action: { type: typeof READ }) => unknown): RecordedAction[] {
  const answer = dispatch({ type: READ });
  return Array.isArray(answer) ? (answer as RecordedAction[]) : [];
}

/**
 * Keeps the last `limit` actions in a ring buffer, in memory only. The per-action cost is the
 * DevTools redaction of the action and one array write; the personal-data redaction and the
 * serialisation run only when a log is built for a ticket (src/features/support/diagnostics).
 */
export function createActionLog(limit: number = diagnosticsLimits.maxActions, now: () => number = Date.now) {
  const ring: RecordedAction[] = new Array<RecordedAction>(limit);
  let next = 0;
  let count = 0;
  const middleware: Middleware = () => (nextDispatch) => (action) => {
    const { type, payload, meta, error } = action as UnknownAction & { meta?: unknown; error?: unknown };
    if (typeof type !== 'string') return nextDispatch(action);
    if (type === READ) return count < limit ? ring.slice(0, count) : [...ring.slice(next), ...ring.slice(0, next)];
    const entry: RecordedAction = { type, time: now() };
    if (payload !== undefined) entry.payload = redactSecrets(payload);
    if (meta !== undefined) entry.meta = redactSecrets(meta);
    if (error !== undefined) entry.error = redactSecrets(error);
    ring[next] = entry;
    next = (next + 1) % limit;
    if (count < limit) count += 1;
    return nextDispatch(action);
  };
  return middleware;
}
