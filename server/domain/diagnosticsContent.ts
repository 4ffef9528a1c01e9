import type { Diagnostics } from '../../src/api/contract';
import { badRequest } from '../base/httpError';
import { t } from '../base/text';
import { storedLogText } from './productTexts';

/**
 * Names every plain object inherits (`__proto__`, `constructor`, `toString`, …) and `prototype`. The
 * support desk replays a log with the portal's RTK Query reducers, which use values of the log as
 * object keys: query cache keys and request ids (the `queries` and `mutations` caches), tag types and
 * ids (`provided`; ids also come from answers and arguments through the endpoints' `providesTags`),
 * endpoint names (the endpoint definitions), patch paths. Immer's draft hands back the shared
 * prototype for `draft['__proto__']`, so such a value wrote onto `Object.prototype` in staff's
 * browser. Because any string of an answer may become a tag id, none of these names is taken anywhere
 * in the log, as a value or as a key.
 */
const INHERITED_NAMES: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/**
 * Invisible format characters (Unicode category Cf: zero-width spaces and joiners, bidi controls,
 * the byte-order mark, tag characters): they make a name look like another in the desk, or hide a
 * name above from a plain comparison. Removed from every string and key of the log.
 */
const INVISIBLE = /\p{Cf}/gu;

/**
 * What a key of the log may be made of: the names the portal's actions and answers use (`payload`,
 * `queryCacheKey`, `bundle_subusers_email`, `1`, `persist/REHYDRATE`), and the marker the portal's
 * redaction puts where a key held personal data ('‹telefoon:10›'). Anything else (a letter with a
 * combining mark, another script's look-alike) would read in the desk as a name it is not.
 */
const KEY = /^[A-Za-z0-9_$.:/‹›-]*$/;

/** Combining marks (Unicode Mn, Me: U+034F, the accents of a decomposed letter), left out to compare names. */
const MARKS = /[\p{Mn}\p{Me}]/gu;

/** Actions before this moment cannot come from the portal. */
export const EARLIEST_ACTION_TIME = Date.UTC(2020, 0, 1);
/** How far a browser's clock may run ahead of the server's. */
const CLOCK_AHEAD_MS = 24 * 60 * 60 * 1000;

/**
 * A string of the log without invisible characters; refused when it is an inherited name, also once
 * its combining marks are left out ('__pro\u034fto__' reads as '__proto__'). Text keeps its marks.
 */
function name(text: string): string {
  const visible = text.replace(INVISIBLE, '');
  const bare = visible.normalize('NFD').replace(MARKS, '');
  if (INHERITED_NAMES.has(visible) || INHERITED_NAMES.has(bare)) throw badRequest(t.tickets.diagnosticsName(bare));
  return visible;
}

/** A key of the log: a name as above, of the plain alphabet of KEY only. */
function key(text: string): string {
  const visible = name(text);
  if (!KEY.test(visible)) throw badRequest(t.tickets.diagnosticsKey(visible));
  return visible;
}

/**
 * The value with every string and key made visible and checked (depth is bounded by the schema), and
 * the product's own texts put back where the browser marked them with a fingerprint (decision 0118).
 */
function cleaned(value: unknown): unknown {
  if (typeof value === 'string') return storedLogText(name(value));
  if (Array.isArray(value)) return value.map(cleaned);
  if (value === null || typeof value !== 'object') return value;
  // fromEntries defines the keys as own properties: no key can reach a setter of the prototype.
  return Object.fromEntries(Object.entries(value).map(([field, inner]) => [key(field), cleaned(inner)]));
}

/**
 * A customer's log as it may be stored: without invisible characters, with the product's own texts
 * where the browser sent their fingerprints (and no fingerprint else), refused (400, nothing stored)
 * when it names an inherited property anywhere, has a key of other characters than KEY's, or an
 * action's time is before 2020 or more than a day ahead of `wallClock` (ms). The browser stamps its
 * actions with the wall clock, whatever clock the server runs on, so the caller passes the machine's.
 */
export function acceptedDiagnostics(diagnostics: Diagnostics | undefined, wallClock: number): Diagnostics | undefined {
  if (!diagnostics) return undefined;
  const latest = wallClock + CLOCK_AHEAD_MS;
  for (const { time } of diagnostics.actions)
    if (!(time >= EARLIEST_ACTION_TIME && time <= latest)) throw badRequest(t.tickets.diagnosticsTime);
  return cleaned(diagnostics) as Diagnostics;
}
