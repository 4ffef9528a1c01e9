import type { UnknownAction } from '@reduxjs/toolkit';

/**
 * One action as the support log's recorder (app/actionLog.ts) keeps it, through the DevTools redaction
 * (no tokens, no passwords), and when it came; the support area reads the log in this shape
 * (features/support/diagnostics).
 */
export interface RecordedAction {
  time: number;
  action: UnknownAction;
}
