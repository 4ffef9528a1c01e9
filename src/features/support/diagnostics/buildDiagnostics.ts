import type { Diagnostics, DiagnosticsAction, Platform } from '../../../api/contract';
import type { RecordedAction } from '../../../state/hooks';
import { diagnosticsLimits } from '../../../validation/diagnosticsLimits';
import { redactPersonal, redactSaid, redactText } from './redactPersonal';

export interface DiagnosticsContext {
  appVersion: string;
  platform: Platform;
  viewport: { width: number; height: number };
  /** When the log is built (ISO 8601). */
  createdAt: string;
}

const byteLength = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * Actions whose payload is what the product said to the customer: a refused call's answer, a change's
 * answer ('Het nummer is toegevoegd …') and a dialog. Reads' answers are data, not messages.
 */
const SAYING = new Set([
  'api/executeQuery/rejected',
  'api/executeMutation/rejected',
  'api/executeMutation/fulfilled',
  'ui/dialogOpened',
]);

function redactAction({ time, action: recorded }: RecordedAction): DiagnosticsAction {
  const { type, payload, meta, error } = recorded as {
    type: unknown;
    payload?: unknown;
    meta?: unknown;
    error?: unknown;
  };
  const action: DiagnosticsAction = {
    type: redactText(String(type)).slice(0, 200),
    time: Math.max(0, Math.round(time)),
  };
  const fields = { payload, meta, error };
  for (const key of ['payload', 'meta', 'error'] as const) {
    const redacted = key === 'payload' && SAYING.has(action.type) ? redactSaid(payload) : redactPersonal(fields[key]);
    if (redacted !== undefined) action[key] = redacted;
  }
  return action;
}

/**
 * The log as it leaves the browser: every recorded action (oldest first) redacted for personal data,
 * as plain JSON. When the JSON would pass `maxBytes`, the oldest actions are left out and the
 * metadata says how many (`truncated`, `droppedActions`).
 */
export function buildDiagnostics(
  recorded: readonly RecordedAction[],
  context: DiagnosticsContext,
  maxBytes: number = diagnosticsLimits.maxBytes,
): Diagnostics {
  const actions = recorded.slice(-diagnosticsLimits.maxActions).map(redactAction);
  const head = {
    format: 'portal-action-log/1' as const,
    appVersion: context.appVersion.slice(0, 50),
    platform: context.platform,
    viewport: {
      width: Math.max(0, Math.round(context.viewport.width)),
      height: Math.max(0, Math.round(context.viewport.height)),
    },
    createdAt: context.createdAt,
    recordedActions: recorded.length,
    // Room for the largest counts these two fields can take.
    truncated: false,
    droppedActions: diagnosticsLimits.maxActions,
    actions: [],
  };
  // Newest first, as long as they fit; commas between entries are counted too.
  let budget = maxBytes - byteLength(head);
  let kept = 0;
  for (let i = actions.length - 1; i >= 0; i -= 1) {
    const size = byteLength(actions[i]) + (kept > 0 ? 1 : 0);
    if (size > budget) break;
    budget -= size;
    kept += 1;
  }
  const dropped = actions.length - kept;
  // JSON round trip: what is shown is exactly what is sent (no undefined, no functions, no prototypes).
  return JSON.parse(
    JSON.stringify({ ...head, truncated: dropped > 0, droppedActions: dropped, actions: actions.slice(dropped) }),
  ) as Diagnostics;
}
