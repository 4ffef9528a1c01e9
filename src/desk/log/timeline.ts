import type { DiagnosticsAction } from '../../api/contract';
import { deskTimelineText as t } from '../../text/deskTimeline';

/** One step of the customer's session in words; `failure` names a failed call's status and message. */
export interface TimelineEntry {
  time: number;
  text: string;
  failure: string | null;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function endpointOf(action: DiagnosticsAction): string {
  const name = text(record(record(action.meta).arg).endpointName);
  return t.endpoints[name] ?? name;
}

/** A failed call's status ('400', or no answer at all) and the server's message, as the log holds them. */
function failureOf(action: DiagnosticsAction): string {
  const payload = record(action.payload);
  const status = payload.status;
  const message = text(record(payload.data).message) || text(payload.error) || text(record(action.error).message);
  if (typeof status === 'number') return t.failure(String(status), message);
  return t.failure(t.noAnswer, typeof status === 'string' ? '' : message);
}

/** The labels of the open dialogs' options by dialog and option id, so an answer reads as the button's text. */
type DialogLabels = Map<string, Map<string, string>>;

function rememberOptions(labels: DialogLabels, payload: Record<string, unknown>): void {
  const options = Array.isArray(payload.options) ? payload.options.map(record) : [];
  labels.set(text(payload.dialogId), new Map(options.map((option) => [text(option.id), text(option.label)])));
}

/** What one action says about the customer; null for the app's inner workings. */
function describe(action: DiagnosticsAction, labels: DialogLabels): Omit<TimelineEntry, 'time'> | null {
  const step = (words: string, failure: string | null = null) => ({ text: words, failure });
  const payload = record(action.payload);
  switch (action.type) {
    case 'session/loggedIn':
      return step(t.loggedIn);
    case 'session/loggedOut':
      return step(t.loggedOut);
    case 'session/inactivityWarningShown':
      return step(t.inactivityWarning);
    case 'session/stayedLoggedIn':
      return step(t.stayedLoggedIn);
    case 'ui/dialogOpened':
      rememberOptions(labels, payload);
      return step(t.dialog(text(payload.title), text(payload.description)));
    case 'ui/dialogClosed': {
      const option = text(payload.optionId);
      if (!option) return step(t.dialogClosed);
      return step(t.dialogAnswer(labels.get(text(payload.dialogId))?.get(option) || option));
    }
    case 'ui/pageFailed':
      return step(t.pageFailed(text(payload.path)), text(payload.message) || null);
    case '__rtkq/offline':
      return step(t.offline);
    case '__rtkq/online':
      return step(t.online);
    case 'api/executeQuery/fulfilled':
      return step(t.opened(endpointOf(action)));
    case 'api/executeMutation/pending':
      return step(t.sent(endpointOf(action)));
    case 'api/executeMutation/fulfilled':
      return step(t.succeeded(endpointOf(action)));
    case 'api/executeQuery/rejected':
    case 'api/executeMutation/rejected':
      // A read the cache already had, or one cancelled by leaving the page, is no failure for the customer.
      if (record(action.meta).condition === true || record(action.error).name === 'AbortError') return null;
      return step(t.failed(endpointOf(action)), failureOf(action));
    default:
      return null;
  }
}

/**
 * The customer's session as a support agent reads it: what they opened, sent and saw, in words, each
 * with its time, and which calls failed with their status and message. The DevTools inspector below it
 * shows every action; this leaves out the app's inner workings.
 */
export function timelineOf(actions: readonly DiagnosticsAction[]): TimelineEntry[] {
  const labels: DialogLabels = new Map();
  return actions.flatMap((action) => {
    const entry = describe(action, labels);
    return entry ? [{ time: action.time, ...entry }] : [];
  });
}
