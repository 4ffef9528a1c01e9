/**
 * Logs that wrote onto `Object.prototype` (or crashed the desk) when the desk replayed them with the
 * portal's RTK Query reducers in its own page: a value of the log that the reducers use as an object
 * key, set to a name every object inherits. Shared by the server's refusal tests, the replay worker's
 * tests, the desk page's tests and the desk's browser journey.
 */
import type { Diagnostics, DiagnosticsAction } from '../../src/api/contract';

/** A moment within the range the server takes (after 2020, not ahead of the clock). */
export const LOG_START = Date.parse('2026-03-18T09:15:00Z');

/** `providedTags` of a query: `draft.tags[type][id] ??= []` with type '__proto__' sets `Object.prototype[id]`. */
export const taggedAs = (type: string, id: string, time = LOG_START + 1000): DiagnosticsAction => ({
  type: 'api/invalidation/updateProvidedBy',
  time,
  payload: [{ queryCacheKey: 'getDashboard(undefined)', providedTags: [{ type, id }] }],
});

/** A query started: `draft[queryCacheKey]` with '__proto__' sets status, requestId, … on `Object.prototype`. */
export const queryStarted = (
  queryCacheKey: string,
  endpointName: string,
  time = LOG_START + 2000,
): DiagnosticsAction => ({
  type: 'api/executeQuery/pending',
  time,
  meta: {
    arg: { type: 'query', endpointName, queryCacheKey },
    requestId: 'Qh3rT0kq1xX2b9LmJ4pVz',
    requestStatus: 'pending',
    startedTimeStamp: time,
  },
});

/** An ordinary action of the portal, before and after the polluting ones. */
export const overlayShown = (time = LOG_START): DiagnosticsAction => ({
  type: 'ui/overlayShown',
  time,
  payload: 'get',
});
export const overlayHidden = (time = LOG_START + 4000): DiagnosticsAction => ({ type: 'ui/overlayHidden', time });

/** Each polluting action of the outside test, by what it did. */
export const pollutingActions: ReadonlyArray<{ name: string; action: DiagnosticsAction }> = [
  {
    name: "tag type '__proto__', id 'pollingInterval' (the desk polled without end)",
    action: taggedAs('__proto__', 'pollingInterval'),
  },
  {
    name: "tag type '__proto__', id 'method' (the desk's reads became POSTs)",
    action: taggedAs('__proto__', 'method'),
  },
  { name: "tag type '__proto__', id 'status'", action: taggedAs('__proto__', 'status') },
  { name: "queryCacheKey '__proto__' (the desk crashed)", action: queryStarted('__proto__', 'getDashboard') },
  { name: "endpointName 'constructor'", action: queryStarted('constructor(undefined)', 'constructor') },
];

/** A log as the portal sends it, with `actions`. */
export function logWith(actions: DiagnosticsAction[]): Diagnostics {
  return {
    format: 'portal-action-log/1',
    appVersion: '1.0.0',
    platform: 'android',
    viewport: { width: 412, height: 915 },
    createdAt: '2026-03-18T09:16:00.000Z',
    recordedActions: actions.length,
    truncated: false,
    droppedActions: 0,
    actions,
  };
}

/** Every polluting action in one log, between two ordinary ones. */
export const pollutingLog = (): Diagnostics =>
  logWith([overlayShown(), ...pollutingActions.map(({ action }) => action), overlayHidden()]);

/** The properties the polluting log set on every object of the realm it ran in. */
export const POLLUTED_NAMES = ['pollingInterval', 'method', 'status', 'requestId', 'startedTimeStamp'] as const;

/** What a realm no log polluted holds under those names. */
export const UNPOLLUTED = {
  pollingInterval: undefined,
  method: undefined,
  status: undefined,
  requestId: undefined,
  startedTimeStamp: undefined,
};

/** What every object of this realm inherits under those names: all undefined unless polluted. */
export function inheritedValues(): Record<string, unknown> {
  const probe: Record<string, unknown> = {};
  return Object.fromEntries(POLLUTED_NAMES.map((name) => [name, probe[name]]));
}
