/**
 * Every parameter of every route of the OpenAPI document, out of range: numbers beyond a PostgreSQL
 * integer, negative and fractional where whole numbers are expected, dates beyond the year 9999 or
 * before the calendar's start, cursors of such numbers, strings as long as allowed and longer. Each
 * answer is a refusal (4xx) or an answer, never a 5xx. The rest of each request is made valid
 * (the demo's customer number, a known ticket, the right month), so the bad value reaches the handler
 * and not only the schema. A route added later is walked as soon as it is registered.
 */
import { TEAMLEIDER, staffLogin } from './deskHelpers';
import { useTestServer, type TestServer } from './helpers';
import { isPublic, operations, type Operation, type Schema } from './openapiCalls';

const server = useTestServer();

interface FieldSchema extends Schema {
  items?: FieldSchema;
  maximum?: number;
  maxItems?: number;
  properties?: Record<string, FieldSchema>;
  anyOf?: FieldSchema[];
  maxLength?: number;
  'x-coerce'?: string;
}

/** Values a field must refuse or take without a 5xx, whatever its type. */
function outOfRange(schema: FieldSchema): unknown[] {
  const long = (schema.maxLength ?? 10_000) + 1;
  return [
    2_147_483_648,
    -2_147_483_649,
    1e20,
    -1,
    1.5,
    '2147483648',
    '99999999999999999999',
    '-1',
    '1.5',
    '10000-01-01',
    '9999-12',
    '0001-01',
    '+275760-09-13T00:00:00.000Z',
    '1796457480000.2147483648',
    '253402300800000.1',
    '9'.repeat(long - 1),
    'x'.repeat(long),
  ];
}

/** Valid values by field name, so that a request gets past its other fields. */
const KNOWN: Record<string, unknown> = {
  poc: '100001',
  userPoc: '100001',
  email: 'admin@demo.test',
  password: 'Welkom123',
  month: '03',
  year: '2026',
  period: '2026-02',
  service: 'account/invoice',
  subject: 'Onderwerp',
  message: 'Een bericht van voldoende lengte',
  category: 4,
  blacklistNumber: '0612345678',
};

/** A value that passes `schema`: a known one by name, else the first enum value, 1, or text. */
function valid(schema: FieldSchema, name = ''): unknown {
  if (name in KNOWN) return KNOWN[name];
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return valid(schema.anyOf[0], name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object')
    return Object.fromEntries(
      (schema.required ?? []).map((field) => [field, valid(schema.properties?.[field] ?? {}, field)]),
    );
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return schema.items ? [valid(schema.items)] : [];
  return schema.pattern ? '1' : 'x';
}

type Step = string | number;
/** Every leaf of a body schema, with its path: objects by property, lists by their first item. */
function leaves(schema: FieldSchema, at: Step[] = []): Array<{ path: Step[]; schema: FieldSchema }> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' && schema.properties)
    return Object.entries(schema.properties).flatMap(([name, child]) => leaves(child, [...at, name]));
  if (type === 'array' && schema.items) return leaves(schema.items, [...at, 0]);
  return [{ path: at, schema }];
}

/** `body` with the value at `path` set, containers on the way made valid where missing. */
function withValue(root: FieldSchema, body: unknown, path: Step[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<Step, unknown>;
  let node = copy;
  let schema = root;
  path.forEach((step, index) => {
    const child = (typeof step === 'number' ? schema.items : schema.properties?.[step]) ?? {};
    if (index === path.length - 1) node[step] = value;
    else {
      if (typeof node[step] !== 'object' || node[step] === null)
        node[step] = valid(child, String(step)) as Record<Step, unknown>;
      const inner = node[step] as Record<Step, unknown>;
      if (Array.isArray(inner) && inner.length === 0) inner.push(valid(child.items ?? {}));
      node = inner;
    }
    schema = child;
  });
  return copy;
}

interface Request {
  method: string;
  url: string;
  body?: unknown;
}

/** The requests of one operation: each parameter and body field in turn out of range, the rest valid. */
function requests(method: string, path: string, operation: Operation): Request[] {
  const params = (operation.parameters ?? []) as Array<{ name: string; in: string; schema: FieldSchema }>;
  const bodySchema = operation.requestBody?.content['application/json']?.schema as FieldSchema | undefined;
  const body = bodySchema ? valid(bodySchema) : undefined;
  const build = (bad: { name: string; value: unknown } | null, payload: unknown): Request => {
    let url = path;
    const query: string[] = [];
    for (const param of params) {
      const value = bad?.name === param.name ? bad.value : valid(param.schema, param.name);
      if (param.in === 'path') url = url.replace(`{${param.name}}`, encodeURIComponent(String(value)));
      else if (bad?.name === param.name) query.push(`${param.name}=${encodeURIComponent(String(value))}`);
    }
    return { method, url: query.length > 0 ? `${url}?${query.join('&')}` : url, body: payload };
  };
  const out: Request[] = [];
  for (const param of params)
    for (const value of outOfRange(param.schema)) out.push(build({ name: param.name, value }, body));
  if (bodySchema)
    for (const leaf of leaves(bodySchema))
      for (const value of outOfRange(leaf.schema)) out.push(build(null, withValue(bodySchema, body, leaf.path, value)));
  return out;
}

async function send(s: TestServer, request: Request, token?: string) {
  const method = request.method.toUpperCase();
  const payload = method === 'GET' ? '' : JSON.stringify(request.body ?? {});
  return s.raw(method, request.url, payload, 'application/json', token);
}

test('no parameter of any route, however far out of range, gets a 5xx', async () => {
  const s = server();
  const started = Date.now();
  let customer = (await s.login('admin@demo.test')).token;
  let staff = (await staffLogin(s, TEAMLEIDER)).token;
  const failures: string[] = [];
  let sent = 0;
  for (const { method, path, operation } of await operations(s)) {
    const desk = path.startsWith('/api/desk/');
    for (const request of requests(method, path, operation)) {
      const token = isPublic(operation) || path.startsWith('/api/dev/') ? undefined : desk ? staff : customer;
      let reply = await send(s, request, token);
      if (reply.status === 401 && token) {
        // A request before ended the logins (all sessions, a password): log in again and send it once more.
        if (desk) staff = (await staffLogin(s, TEAMLEIDER)).token;
        else customer = (await s.login('admin@demo.test')).token;
        reply = await send(s, request, desk ? staff : customer);
      }
      sent += 1;
      if (reply.status >= 500)
        failures.push(`${request.method} ${request.url.slice(0, 120)} ${JSON.stringify(request.body)?.slice(0, 200)}`);
    }
  }
  expect(sent).toBeGreaterThan(2000);
  expect(failures).toEqual([]);
  // Most refusals end at the schema: thousands of requests take seconds, not minutes.
  expect(Date.now() - started).toBeLessThan(60_000);
}, 120_000);

/** Where a schema leaves a number without a top or a text without a length. */
function unbounded(schema: FieldSchema | undefined, at: string): string[] {
  if (!schema) return [];
  if (schema.anyOf) return schema.anyOf.flatMap((branch) => unbounded(branch, at));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object')
    return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => unbounded(child, `${at}.${name}`));
  if (type === 'array') return [...(schema.maxItems === undefined ? [at] : []), ...unbounded(schema.items, `${at}[]`)];
  if ((type === 'integer' || type === 'number') && schema.maximum === undefined && !schema.enum) return [at];
  if (type === 'string' && schema.maxLength === undefined && !schema.enum && !schema.pattern) return [at];
  return [];
}

test('every number of a request has a top and every text a length: the schema refuses what is beyond', async () => {
  const found: string[] = [];
  for (const { method, path, operation } of await operations(server())) {
    const name = `${method.toUpperCase()} ${path}`;
    for (const param of (operation.parameters ?? []) as Array<{ name: string; schema: FieldSchema }>)
      found.push(...unbounded(param.schema, `${name} ${param.name}`));
    found.push(...unbounded(operation.requestBody?.content['application/json']?.schema as FieldSchema, `${name} body`));
  }
  expect(found).toEqual([]);
});
