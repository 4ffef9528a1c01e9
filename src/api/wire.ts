/**
 * Building blocks of the wire contract's schemas (src/api/contract.ts). The app imports the contract's
 * types only; the server validates requests and serialises answers with these schemas.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Largest value of a PostgreSQL integer column (ids, counts): no whole number a request carries is larger. */
export const MAX_INT = 2_147_483_647;

/**
 * Answer fields that may be null, as a type list (`["string", "null"]`) rather than anyOf: the
 * response serialiser then picks the branch by type instead of validating each one.
 */
export const Nullable = <T extends TSchema & { type: string }>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });

/** A string union as one `enum` (cheaper to check and serialise than anyOf of constants). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** A union of integer constants as one `enum`. */
export const IntegerEnum = <const T extends readonly number[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'integer', enum: [...values], ...options });

/**
 * Request fields that the API has always accepted in more than one form. `x-coerce` tells the
 * server's validator to store the canonical value (a number, or 0/1) after the check.
 */
const ID_FORMS = [
  { type: 'integer', minimum: 1, maximum: MAX_INT },
  { type: 'string', pattern: '^(?=[0-9]{1,9}$)0*[1-9][0-9]*$' },
];
export const Id = (description?: string) =>
  Type.Unsafe<number>({
    anyOf: ID_FORMS,
    'x-coerce': 'int',
    ...(description ? { description } : {}),
  });
export const Int = (description?: string) =>
  Type.Unsafe<number>({
    anyOf: [
      { type: 'integer', minimum: -MAX_INT, maximum: MAX_INT },
      { type: 'string', pattern: '^-?[0-9]{1,9}$' },
    ],
    'x-coerce': 'int',
    ...(description ? { description } : {}),
  });
/** The last millisecond of 9999-12-31 (UTC): a later time has no four-digit year, so no date the data holds. */
export const LAST_MOMENT_MS = 253_402_300_799_999;

/**
 * A whole number a request carries, within a PostgreSQL integer column's range unless a narrower one
 * is given: a larger one is refused by the schema (400), never by the database (500).
 */
export const Whole = (options: { minimum?: number; maximum?: number; description?: string } = {}) =>
  Type.Integer({ minimum: 0, maximum: MAX_INT, ...options });

/** An id that may be null (no one), in the forms `Id` accepts. */
export const NullableId = (description?: string) =>
  Type.Unsafe<number | null>({
    anyOf: [...ID_FORMS, { type: 'null' }],
    'x-coerce': 'int',
    ...(description ? { description } : {}),
  });

/** A 1/0 flag in a request: 1/0, true/false and '1'/'0' are accepted. */
export const FlagInput = () =>
  Type.Unsafe<0 | 1>({
    anyOf: [{ type: 'integer', enum: [0, 1] }, { type: 'boolean' }, { type: 'string', enum: ['0', '1'] }],
    'x-coerce': 'flag',
  });

/** A request string with the server's length cap (longer input is refused before any rule runs). */
export const Text = (maxLength: number, description?: string) =>
  Type.String({ maxLength, ...(description ? { description } : {}) });
