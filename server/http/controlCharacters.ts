import type { FastifyRequest } from 'fastify';
import { NON_CHARACTER } from '../../src/validation/invoiceDetailsRules';
import { badRequest } from '../base/httpError';
import { t } from '../base/text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Body fields that hold text of several lines (a ticket's message; the technical data, with
     * everything below it): there tab, line feed and carriage return are allowed.
     */
    multiLineFields?: readonly string[];
    /** Dutch names of the body's fields, for the refusal's message (the account's fields). */
    fieldLabels?: Readonly<Record<string, string>>;
  }
}

/**
 * C0 controls, DEL and C1 controls: no name, address, number or search needs one, PostgreSQL refuses
 * U+0000 in text outright (a 500 before this check), and the others hide or reorder what a reader of
 * the data, a mail or a log sees. Unicode non-characters (U+FFFE, U+FFFF, …) too: XML forbids some,
 * and a text the e-invoice carries must stay well-formed.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_ONLY = /[\u0000-\u001f\u007f-\u009f]/;
/** What multi-line text may hold of them: tab, line feed, carriage return. */
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES_ONLY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** What a refused text holds: a control character, or a Unicode non-character; null when neither. */
type Refused = 'control' | 'nonCharacter';
const refusedIn = (text: string, controls: RegExp): Refused | null => {
  if (controls.test(text)) return 'control';
  return NON_CHARACTER.test(text) ? 'nonCharacter' : null;
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Pending {
  value: Json;
  /** The name of the field the value belongs to (a list's items belong to the list's field). */
  field: string;
  multiLine: boolean;
}

/**
 * The first field of `value` with a control character where none is allowed, or a non-character (a key
 * too counts: keys name things and never span lines), and which of the two; or null. Walks without
 * recursion: a deeply nested body is refused by its schema, not by the stack.
 */
export function fieldWithControlCharacter(
  value: unknown,
  field: string,
  multiLineFields: readonly string[] = [],
): { field: string; refused: Refused } | null {
  const pending: Pending[] = [{ value: value as Json, field, multiLine: false }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const item = next.value;
    if (typeof item === 'string') {
      const refused = refusedIn(item, next.multiLine ? CONTROL_BUT_LINES_ONLY : CONTROL_ONLY);
      if (refused) return { field: next.field, refused };
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push({ value: child, field: next.field, multiLine: next.multiLine });
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const refused = refusedIn(key, CONTROL_ONLY);
        if (refused) return { field: next.field, refused };
        const multiLine = next.multiLine || multiLineFields.includes(key);
        pending.push({ value: child, field: key, multiLine });
      }
    }
  }
  return null;
}

/**
 * Refuses a request with a control character or a non-character in any string of its body, query or
 * path parameters: 400 with a Dutch message naming the field and what it holds, before the route's
 * schema and handler see it. Secrets are
 * no exception: a password is typed, and no keyboard types these.
 */
export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  const { multiLineFields = [], fieldLabels = {} } = request.routeOptions.config;
  const found =
    fieldWithControlCharacter(request.params, '') ??
    fieldWithControlCharacter(request.query, '') ??
    fieldWithControlCharacter(request.body, '', multiLineFields);
  if (found === null) return;
  const { field, refused } = found;
  const label = fieldLabels[field];
  if (label) throw badRequest(t.account.controlCharacters(label));
  // Named for what it is: a control character, or a code point that is no character at all (U+FFFE).
  const what = t.http.refusedCharacter[refused];
  throw badRequest(field ? t.http.controlCharacters(field, what) : t.http.controlCharactersAnywhere(what));
}
