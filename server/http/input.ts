/**
 * Typed reading of JSON bodies and parameters. The server never trusts the client's validation:
 * every field is checked for presence and type here, then for the spec's rules in the route.
 * Failures are 400s with a Dutch message that names the field.
 */
import { t } from '../text';
import { badRequest } from './errors';

export type Fields = Record<string, unknown>;

const DEFAULT_MAX = 1000;

export function objectBody(body: unknown): Fields {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(t.http.notObject);
  return body as Fields;
}

interface StringOptions {
  max?: number;
  optional?: boolean;
}

/** A string field; absent optional fields read as ''. */
export function str(body: Fields, field: string, options: StringOptions = {}): string {
  const value = body[field];
  if (value === undefined || value === null) {
    if (options.optional) return '';
    throw badRequest(t.http.missingField(field));
  }
  if (typeof value !== 'string') throw badRequest(t.http.wrongType(field, t.http.kinds.string));
  const max = options.max ?? DEFAULT_MAX;
  if (value.length > max) throw badRequest(t.http.tooLong(field, max));
  return value;
}

/** A positive integer id; a string of digits is accepted too (ids often come from route parameters). */
export function id(body: Fields, field: string): number {
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(t.http.missingField(field));
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) {
    throw badRequest(t.http.wrongType(field, t.http.kinds.integer));
  }
  return n;
}

/** An optional integer (absent → undefined). */
export function optionalInt(body: Fields, field: string): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'string' && /^-?\d{1,9}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || Math.abs(n) > 2_147_483_647) {
    throw badRequest(t.http.wrongType(field, t.http.kinds.integer));
  }
  return n;
}

/** A 1/0 flag; true/false and '1'/'0' are accepted. */
export function flag(body: Fields, field: string): 0 | 1 {
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(t.http.missingField(field));
  if (value === 1 || value === '1' || value === true) return 1;
  if (value === 0 || value === '0' || value === false) return 0;
  throw badRequest(t.http.wrongType(field, t.http.kinds.flag));
}

export function optionalBool(body: Fields, field: string): boolean {
  const value = body[field];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw badRequest(t.http.wrongType(field, t.http.kinds.boolean));
  return value;
}

export function list(body: Fields, field: string, maxItems = 100): unknown[] {
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(t.http.missingField(field));
  if (!Array.isArray(value)) throw badRequest(t.http.wrongType(field, t.http.kinds.list));
  if (value.length > maxItems) throw badRequest(t.http.tooLong(field, maxItems));
  return value;
}

/** Parameters of the path or query string, as a record for the readers above. */
export function params(value: unknown): Fields {
  return typeof value === 'object' && value !== null ? (value as Fields) : {};
}
