/**
 * Redaction of personal data for a support log, on top of the DevTools redaction (tokens and
 * passwords, src/app/devtoolsSanitizers.ts) that the recorder already applied. Two nets:
 * - by field: every string under a key that holds a name, contact detail, address, bank detail or
 *   free text (ticket subject and message, descriptions, reasons) is replaced by a marker of its
 *   length, so support still sees that there was a value and how long it was;
 * - by shape: in every other string, e-mail addresses, IBANs and phone numbers are replaced too
 *   (query cache keys and error messages can carry them).
 * Numbers, booleans and the keys RTK Query needs to replay an action stay as they are. What the product
 * said (answers' messages, dialogs) is removed too, with a fingerprint the server matches against its
 * own texts (src/api/logTexts.ts).
 */
import { textFingerprint, textMarker } from '../../../api/logTexts';

/** The marker of a removed value: its kind and length, e.g. '‹tekst:42›'. */
export const marker = (kind: string, length: number) => `‹${kind}:${length}›`;

/**
 * Keys under which an answer or a dialog holds what the product said to the customer: there a removed
 * text's marker carries its fingerprint, so the server can put back the product's own texts
 * (src/api/logTexts.ts).
 */
const SAID_KEY = /^(message|description|error)$/;

/** Keys whose string values are personal or free text (matched on the end of the key, any case). */
const PERSONAL_KEY =
  /(name|prefix|e-?mail|iban|bic|bank|phone|mobile|number|numberadd|address|street|city|zip|postcode|coc|company|display|value|subject|message|text|reason|description|comment|note|answer|input|search|query|code|password|token|secret)s?$/i;
/** Keys that end like a personal key but are structure that a replay needs. */
const STRUCTURAL_KEY = new Set(['endpointName', 'reducerPath', 'queryCacheKey', 'fixedCacheKey', 'type']);
/** Generated ids that hold nothing personal and must stay unique for a replay. */
const VERBATIM_KEY = new Set(['requestId']);

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
/** IBAN: country, check digits, then 11 to 30 letters and digits, optionally in groups of four. */
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g;
/**
 * Phone numbers: at least 8 digits (service numbers have 8), optionally after '+', separated by single
 * spaces, dashes or dots; an ISO date (8 digits with dashes) is not one.
 */
const PHONE = /(?:\+|\b)(?!\d{4}-\d\d-\d\d)\d(?:[ .-]?\d){7,}\b/g;

export function redactText(text: string): string {
  return text
    .replace(EMAIL, (found) => marker('e-mail', found.length))
    .replace(IBAN, (found) => marker('iban', found.length))
    .replace(PHONE, (found) => marker('telefoon', found.length));
}

/** Where a value sits: `said` answers or dialogs mark their texts (`saying`) with fingerprints. */
interface Place {
  said: boolean;
  saying: boolean;
}

/**
 * A JSON-only deep copy with personal data replaced; functions and undefined fall away as in JSON.
 * With `said` (an answer's or a dialog's payload), a text removed under `message`, `description` or
 * `error` keeps a fingerprint in its marker.
 */
export function redactPersonal(
  value: unknown,
  key = '',
  depth = 0,
  place: Place = { said: false, saying: false },
): unknown {
  if (typeof value === 'string') {
    if (VERBATIM_KEY.has(key)) return value;
    if (!PERSONAL_KEY.test(key) || STRUCTURAL_KEY.has(key)) return redactText(value);
    return textMarker(value.length, place.saying ? textFingerprint(value) : undefined);
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value === null) return value;
  if (typeof value !== 'object' || depth > 16) return undefined;
  if (Array.isArray(value)) return value.map((item: unknown) => redactPersonal(item, key, depth + 1, place) ?? null);
  const copy: Record<string, unknown> = {};
  for (const [inner, field] of Object.entries(value as Record<string, unknown>)) {
    const within = { said: place.said, saying: place.saying || (place.said && SAID_KEY.test(inner)) };
    const redacted = redactPersonal(field, inner, depth + 1, within);
    if (redacted !== undefined) copy[redactText(inner)] = redacted;
  }
  return copy;
}

/** `redactPersonal` for the payload of an answer or a dialog: what the product said keeps its fingerprints. */
export const redactSaid = (value: unknown): unknown => redactPersonal(value, '', 0, { said: true, saying: false });
