import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { RecordedAction } from '../state/recordedAction';
import { redactSecrets } from './devtoolsSanitizers';

/**
 * Answered by the recorder itself with the recorded actions (oldest first); it reaches no reducer.
 * The support chunk spells the type out too (readActionLog.ts): exporting it would cost entry bytes.
 */
const READ = 'actionLog/read';

/**
 * Keeps the last `limit` actions of this tab (diagnosticsLimits.maxActions), in memory only, for a
 * support ticket. This part is in the entry, so it is as small as it gets, and per action it only
 * keeps a reference (the actions are immutable; their payloads are what the store holds anyway):
 * the DevTools redaction runs when the log is read, and the personal-data redaction and the size
 * limit in the support chunk (src/features/support/diagnostics). `npm run bench:action-log` shows
 * the cost.
 */
export const createActionLog =
  (limit = 200, log: RecordedAction[] = []): Middleware =>
  () =>
  (next) =>
  (action) => {
    if ((action as UnknownAction).type === READ)
      return log.map(({ time, action: recorded }) => ({ time, action: redactSecrets(recorded) }));
    if (log.push({ time: Date.now(), action: action as UnknownAction }) > limit) log.shift();
    return next(action);
  };
