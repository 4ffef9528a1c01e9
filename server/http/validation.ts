/**
 * Route schemas are checked by Fastify's ajv; this module configures it and turns its first error
 * into the Dutch message that names the field (the one place for that). The spec's rules (lengths
 * of names, postcodes, reasons) run in the routes afterwards, with their own Dutch texts.
 */
import type { FastifyServerOptions } from 'fastify';
import { t } from '../base/text';

/** The part of an ajv error this module reads (ajv runs with `verbose`, so the schema comes along). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  data?: unknown;
  parentSchema?: Record<string, unknown>;
}

interface KeywordContext {
  parentData?: Record<string | number, unknown>;
  parentDataProperty?: string | number;
}
interface AjvLike {
  addKeyword(definition: {
    keyword: string;
    modifying: boolean;
    schemaType: string;
    errors: boolean;
    /** The keyword's value in the schema (a method, so each keyword declares the kind of value it takes). */
    validate(value: string | number, data: unknown, schema?: unknown, context?: KeywordContext): boolean;
  }): unknown;
}

const INT_TEXT = /^-?\d{1,9}$/;

/**
 * `x-coerce` (see src/api/wire.ts): ids given as digit strings become numbers, flags given as
 * true/false or '1'/'0' become 1/0. Only values the schema accepts are converted, so the order in
 * which ajv runs this keyword and the schema's own check does not matter.
 */
function coerceKeyword(ajv: AjvLike): AjvLike {
  ajv.addKeyword({
    keyword: 'x-coerce',
    modifying: true,
    schemaType: 'string',
    errors: false,
    validate(kind: string, data: unknown, _schema?: unknown, context?: KeywordContext) {
      const parent = context?.parentData;
      const key = context?.parentDataProperty;
      if (!parent || key === undefined) return true;
      if (kind === 'flag' && (data === true || data === '1')) parent[key] = 1;
      else if (kind === 'flag' && (data === false || data === '0')) parent[key] = 0;
      else if (kind === 'int' && typeof data === 'string' && INT_TEXT.test(data)) parent[key] = Number(data);
      return true;
    },
  });
  return ajv;
}

/** How deep a value nests: a string or number is 0, `{ a: 1 }` is 1. Counted without recursion. */
function depthOf(value: unknown, max: number): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > max) return deepest;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * `x-maxDepth` on a free-form value (the payload of a logged action): how deep it may nest. Without it
 * a body nested thousands deep passed the schema and broke JSON.stringify with a 500.
 */
function maxDepthKeyword(ajv: AjvLike): AjvLike {
  ajv.addKeyword({
    keyword: 'x-maxDepth',
    modifying: false,
    schemaType: 'number',
    errors: false,
    validate: (max: number, data: unknown) => depthOf(data, max) <= max,
  });
  return ajv;
}

/**
 * Body fields are taken as sent (no type coercion: 612345678 is not the text "612345678"); the
 * schemas say explicitly where a second form is accepted (`x-coerce`). Path and query parameters are
 * text, so their schemas use the same accepting types.
 */
type AjvSettings = NonNullable<FastifyServerOptions['ajv']>;
type AjvPlugin = NonNullable<AjvSettings['plugins']>[number];
export const ajvOptions: AjvSettings = {
  customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false, verbose: true },
  // Fastify types plugins loosely (any ajv plugin); this one only needs addKeyword.
  plugins: [coerceKeyword as unknown as AjvPlugin, maxDepthKeyword as unknown as AjvPlugin],
};

const kindOf = (schema: Record<string, unknown> | undefined): string => {
  if (schema?.['x-coerce'] === 'flag') return t.http.kinds.flag;
  if (schema?.['x-coerce'] === 'int') return t.http.kinds.integer;
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  switch (type) {
    case 'integer':
      return t.http.kinds.integer;
    // The one fractional number a request carries is a euro amount (the monthly limit).
    case 'number':
      return t.http.kinds.amount;
    case 'boolean':
      return t.http.kinds.boolean;
    case 'array':
      return t.http.kinds.list;
    case 'object':
      return t.http.kinds.object;
    default:
      return t.http.kinds.string;
  }
};

/** The field an error is about: the last named step of its path (list positions are skipped). */
const fieldOf = (path: string): string =>
  path
    .split('/')
    .filter((step) => step !== '' && !/^\d+$/.test(step))
    .pop() ?? '';

/** The Dutch message for a failed schema check. */
export function schemaMessage(errors: readonly SchemaError[]): string {
  // An anyOf (ids, flags) reports its branches first; the anyOf itself says what the field is.
  const error = errors.find((e) => e.keyword === 'anyOf') ?? errors[0];
  if (!error) return t.http.notObject;
  if (error.keyword === 'required') return t.http.missingField(String(error.params.missingProperty));
  const field = fieldOf(error.instancePath);
  if (field === '') return t.http.notObject;
  if (error.data === null || error.data === undefined) return t.http.missingField(field);
  switch (error.keyword) {
    case 'maxLength':
    case 'maxItems':
      return t.http.tooLong(field, Number(error.params.limit));
    case 'enum':
      return t.http.unknownValue(field);
    // A number beyond what its column holds: its kind is right, its size is not.
    case 'maximum':
      return t.http.tooBig(field);
    case 'x-maxDepth':
      return t.http.tooDeep(field, Number(error.parentSchema?.['x-maxDepth']));
    default:
      return t.http.wrongType(field, kindOf(error.parentSchema));
  }
}
