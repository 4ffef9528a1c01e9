import type { RootState } from '../../state/storeTypes';
import { LAST_DATA_KEY } from './lastDataKey';

export { LAST_DATA_KEY };

/**
 * The reads whose last answers a tab keeps, shown at once when it starts again: what the pages show.
 * An allow-list, so a new read is not kept until someone decides it may be. Never kept: anything of
 * the security page (two-step set-up secrets, the login history), the team's invitations, call
 * lists, downloads and details opened once; tokens are never part of an answer.
 */
export const KEPT_READS: ReadonlySet<string> = new Set([
  'appConfig',
  'getDashboard',
  'getOverview',
  'getNumbers',
  'getSettings',
  'getUsage',
  'getUsageLimit',
  'getCredit',
  'getSubscriptions',
  'getBundles',
  'getActiveBundles',
  'getInvoices',
  'getBlacklist',
  'getAccount',
  'getInvoiceMail',
  'getTickets',
]);

/** Whether answers of the read `endpointName` are kept (KEPT_READS). */
export const isKeptRead = (endpointName: string | undefined): boolean => KEPT_READS.has(endpointName ?? '');

/** At most this many characters of JSON (sessionStorage holds some 5 MB per site, shared). */
export const MAX_LAST_DATA_CHARS = 200_000;

/** One kept answer: the cache entry's key, endpoint, arguments, data, and when it was fetched. */
export interface KeptAnswer {
  key: string;
  endpoint: string;
  args: unknown;
  data: unknown;
  fulfilledAt: number;
}

/** The snapshot of one login (`sessionId`, see SessionState): another login never sees it. */
export interface LastData {
  sessionId: string;
  answers: KeptAnswer[];
}

type Entry = RootState['api']['queries'][string];

/** An entry's last answer as kept, if it has one of a kept read. */
function keptAnswerOf(key: string, entry: Entry): KeptAnswer | null {
  // A read being repeated, or whose repeat failed (without a connection, say), still holds its last answer.
  if (entry?.data === undefined || !isKeptRead(entry.endpointName)) return null;
  const { endpointName: endpoint = '', originalArgs: args, data, fulfilledTimeStamp: fulfilledAt } = entry;
  return fulfilledAt === undefined ? null : { key, endpoint, args, data, fulfilledAt };
}

/** The start-up config's answer in the store now, if it is there. */
export function configAnswer(state: RootState): KeptAnswer | null {
  const [key, entry] = Object.entries(state.api.queries).find(([, value]) => value?.endpointName === 'appConfig') ?? [];
  return key === undefined ? null : keptAnswerOf(key, entry);
}

/**
 * The kept reads' answers in the store now, for the logged-in session: the start-up config first (it
 * says who is logged in; `heldConfig` when the store no longer holds it), then the newest first,
 * within MAX_LAST_DATA_CHARS (an answer that does not fit is left out). Null when no one is logged in.
 */
export function takeLastData(state: RootState, heldConfig: KeptAnswer | null = null): LastData | null {
  const { sessionId, status } = state.session;
  if (sessionId === null || status !== 'loggedIn') return null;
  const answers: KeptAnswer[] = [];
  for (const [key, entry] of Object.entries(state.api.queries)) {
    const answer = keptAnswerOf(key, entry);
    if (answer) answers.push(answer);
  }
  if (heldConfig && !answers.some((answer) => answer.endpoint === 'appConfig')) answers.push(heldConfig);
  const rank = (answer: KeptAnswer) => (answer.endpoint === 'appConfig' ? Infinity : answer.fulfilledAt);
  answers.sort((one, other) => rank(other) - rank(one));
  const kept: KeptAnswer[] = [];
  let size = 0;
  for (const answer of answers) {
    const chars = JSON.stringify(answer).length;
    if (size + chars > MAX_LAST_DATA_CHARS) continue;
    kept.push(answer);
    size += chars;
  }
  return { sessionId, answers: kept };
}

/** Stores `lastData` in this tab; when it does not fit (or no storage works), nothing is kept. */
export function keepLastData(storage: Storage, lastData: LastData): void {
  try {
    storage.setItem(LAST_DATA_KEY, JSON.stringify(lastData));
  } catch {
    // Over the quota: rather nothing than an older snapshot.
    forgetLastData(storage);
  }
}

const isKeptAnswer = (value: unknown): value is KeptAnswer => {
  const answer = value as Partial<KeptAnswer> | null;
  return (
    typeof answer?.key === 'string' &&
    typeof answer.endpoint === 'string' &&
    isKeptRead(answer.endpoint) &&
    typeof answer.fulfilledAt === 'number' &&
    answer.data !== undefined
  );
};

/**
 * This tab's kept answers of the login `sessionId`; null when there are none. Kept answers of
 * another login are dropped on the way: they are never shown.
 */
export function readLastData(storage: Storage, sessionId: string): LastData | null {
  try {
    const stored = storage.getItem(LAST_DATA_KEY);
    if (stored === null) return null;
    const parsed = JSON.parse(stored) as Partial<LastData> | null;
    if (parsed?.sessionId === sessionId && Array.isArray(parsed.answers))
      return { sessionId, answers: parsed.answers.filter(isKeptAnswer) };
    storage.removeItem(LAST_DATA_KEY);
    return null;
  } catch {
    return null;
  }
}

/** Drops this tab's kept answers (every end of a session does). */
export function forgetLastData(storage: Storage): void {
  try {
    storage.removeItem(LAST_DATA_KEY);
  } catch {
    // No storage: nothing was kept.
  }
}
