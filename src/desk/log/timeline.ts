import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { DiagnosticsAction } from '../../api/contract';
import { errorMessage } from '../../api/errors';
import { deskTimelineText as t } from '../../text/deskTimeline';

/**
 * One step of the customer's session in words. `failed` marks a failed call or page; `failure` then
 * says the message the customer's portal gave for it and the answer's status.
 */
export interface TimelineEntry {
  time: number;
  text: string;
  failed: boolean;
  failure: string | null;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The call's Dutch name; never one an object inherits (a log may name anything). */
export function endpointName(name: string): string {
  return Object.hasOwn(t.endpoints, name) ? (t.endpoints[name] ?? t.unknownEndpoint) : t.unknownEndpoint;
}

const endpointOf = (action: DiagnosticsAction): string =>
  endpointName(text(record(record(action.meta).arg).endpointName));

/**
 * A failed call's message as the portal showed it (the server's own text, which the log keeps
 * readable, or the portal's words for no answer), and the answer's status or that none came.
 */
function failureOf(action: DiagnosticsAction): string {
  const payload = record(action.payload);
  const status = payload.status;
  const message = errorMessage({ status, data: payload.data, error: text(payload.error) } as FetchBaseQueryError);
  if (typeof status === 'number') return t.failure(message, t.status(status));
  return t.failure(message, status === 'TIMEOUT_ERROR' ? t.noAnswerInTime : t.noAnswer);
}

/** The labels of the open dialogs' options by dialog and option id, so an answer reads as the button's text. */
type DialogLabels = Map<string, Map<string, string>>;

function rememberOptions(labels: DialogLabels, payload: Record<string, unknown>): void {
  const options = Array.isArray(payload.options) ? payload.options.map(record) : [];
  labels.set(text(payload.dialogId), new Map(options.map((option) => [text(option.id), text(option.label)])));
}

type Step = Omit<TimelineEntry, 'time'>;
const step = (words: string): Step => ({ text: words, failed: false, failure: null });
const failedStep = (words: string, failure: string | null): Step => ({ text: words, failed: true, failure });

/** What one action says about the customer; null for the app's inner workings. */
function describe(action: DiagnosticsAction, labels: DialogLabels): Step | null {
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
    case 'ui/pageFailed': {
      const message = text(payload.message);
      return failedStep(t.pageFailed(text(payload.path)), message ? t.technicalMessage(message) : null);
    }
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
      return failedStep(endpointOf(action), failureOf(action));
    default:
      return null;
  }
}

/**
 * The customer's session as a support agent reads it: what they opened, sent and saw, in words, each
 * with its time, and which calls failed with the message the portal gave. The DevTools inspector below
 * it shows every action; this leaves out the app's inner workings.
 */
export function timelineOf(actions: readonly DiagnosticsAction[]): TimelineEntry[] {
  const labels: DialogLabels = new Map();
  return actions.flatMap((action) => {
    const entry = describe(action, labels);
    return entry ? [{ time: action.time, ...entry }] : [];
  });
}
