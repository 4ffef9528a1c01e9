import type { RecordedAction } from '../../../state/hooks';

/** The recorder's own action type (src/app/actionLog.ts); the unit tests read logs through it. */
const ACTION_LOG_READ = 'actionLog/read';

/**
 * The recorded actions of this tab, oldest first. The recorder (src/app/actionLog.ts) answers this
 * action itself: it reaches no reducer and is not recorded. Without a recorder the answer is the
 * action itself, and the log is empty.
 */
export function readActionLog(dispatch: (action: { type: typeof ACTION_LOG_READ }) => unknown): RecordedAction[] {
  const answer = dispatch({ type: ACTION_LOG_READ });
  return Array.isArray(answer) ? (answer as RecordedAction[]) : [];
}
