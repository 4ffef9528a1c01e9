/**
 * The operations of the server's own OpenAPI document, and a call of each that passes validation, so
 * the guard decides: the route-by-role tests walk every route, a new route included.
 */
import type { Permission, Role } from '../../src/api/permissions';
import type { TestServer } from './helpers';

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  enum?: unknown[];
  pattern?: string;
}
export interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
  'x-permission'?: Permission;
  'x-roles'?: Role[];
}
type Paths = Record<string, Record<string, Operation>>;

/**
 * A value that passes `schema`, so a call reaches the guard (validation runs first): the first enum
 * value, the first branch of anyOf, every required property.
 */
export function example(schema: Schema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return example(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object')
    return Object.fromEntries((schema.required ?? []).map((name) => [name, example(schema.properties?.[name] ?? {})]));
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  return schema.pattern ? '1' : 'x';
}

export async function operations(
  s: TestServer,
): Promise<Array<{ method: string; path: string; operation: Operation }>> {
  const { paths } = (await s.get<{ paths: Paths }>('/api/openapi.json')).body;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
}

/** Calls an operation with `token`, its path parameters and body made to pass validation. */
export async function call(s: TestServer, method: string, path: string, operation: Operation, token?: string) {
  const url = path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    String(example(operation.parameters?.find((p) => p.name === name)?.schema ?? {})),
  );
  const body = operation.requestBody?.content['application/json']?.schema;
  return method === 'get'
    ? s.get(url, token)
    : s.raw('POST', url, JSON.stringify(body ? example(body) : {}), 'application/json', token);
}

export const isPublic = (operation: Operation) => operation.security?.length === 0;
/** Public, and reads a bearer token when one is sent (logout). */
export const takesAnyCaller = (operation: Operation) =>
  operation.security?.some((entry) => typeof entry === 'object' && entry !== null && Object.keys(entry).length === 0) ??
  false;

/** Every route a customer's login calls: not the desk's, not demo mode's, not a public one. */
export async function customerRoutes(s: TestServer) {
  return (await operations(s)).filter(
    ({ path, operation }) =>
      !path.startsWith('/api/desk/') &&
      !path.startsWith('/api/dev/') &&
      !isPublic(operation) &&
      !takesAnyCaller(operation),
  );
}
