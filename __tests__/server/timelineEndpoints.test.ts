/**
 * The desk's timeline names every step of a customer's session in Dutch: each operation of the OpenAPI
 * document that the portal calls is called by one of its endpoints, and each of those has a Dutch name
 * (src/text/deskTimeline.ts). A new customer operation, or a new endpoint of the portal, without a name
 * fails here.
 */
import { baseApi } from '../../src/api/baseApi';
import { endpointName } from '../../src/desk/log/timeline';
import { deskTimelineText } from '../../src/text/deskTimeline';
import { useTestServer } from './helpers';

const server = useTestServer();

/** Customer operations the portal does not call through its API layer, and why. */
const NOT_CALLED_BY_ENDPOINTS: Readonly<Record<string, string>> = {
  'GET /api/download/file/{item}/{token}':
    'a download link the browser opens; prepareDownload, which makes it, is named',
  'GET /api/account/remove': 'a call of the specification that the portal does not make',
  'GET /api/usage/currentandpreviousmonth/{poc}': 'a call of the specification that the portal does not make',
};

/** Arguments for the few endpoints whose address is built from words, not ids ('1' makes no address). */
const EXAMPLE_ARGUMENTS: Readonly<Record<string, readonly unknown[]>> = {
  mailCalls: ['current', 'previous'].map((which) => ({ which, poc: '100001', month: 12, year: 2026 })),
};

interface Request {
  method: string;
  path: string;
}

/**
 * Each endpoint definition of the portal as its module gives it: captured when it is injected, with
 * the request its `query` makes for an argument that answers '1' to every question.
 */
async function portalRequests(): Promise<Array<[string, Request]>> {
  type Definition = { query?: (arg: unknown, extra: unknown) => string | { url: string; method?: string } };
  const definitions = new Map<string, Definition>();
  const inject = baseApi.injectEndpoints.bind(baseApi);
  const build = { query: (d: Definition) => d, mutation: (d: Definition) => d, infiniteQuery: (d: Definition) => d };
  jest.spyOn(baseApi, 'injectEndpoints').mockImplementation((options) => {
    const made = (options.endpoints as unknown as (b: typeof build) => Record<string, Definition>)(build);
    for (const [name, definition] of Object.entries(made)) definitions.set(name, definition);
    return inject(options);
  });
  await import('../../src/app/portalEndpoints');
  const anything: unknown = new Proxy(() => undefined, {
    get: (_target, key) => (key === Symbol.toPrimitive || key === 'toString' ? () => '1' : anything),
    ownKeys: () => [],
    apply: () => anything,
  });
  const requests: Array<[string, Request]> = [];
  for (const [name, { query }] of definitions) {
    if (!query) throw new Error(`${name} has no query: say here how it is called`);
    for (const argument of EXAMPLE_ARGUMENTS[name] ?? [anything]) {
      const made = query(argument, { pageParam: anything });
      const { url, method = 'GET' } = typeof made === 'string' ? { url: made } : made;
      requests.push([name, { method: method.toUpperCase(), path: `/api${url.split('?')[0] ?? ''}` }]);
    }
  }
  return requests;
}

const matches = (template: string, path: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/]+\}/g, '[^/]+')}$`).test(path);

test('every customer operation the portal calls has a Dutch name in the timeline', async () => {
  const s = server();
  const document = (await s.get<{ paths: Record<string, Record<string, unknown>> }>('/api/openapi.json')).body;
  const operations = Object.entries(document.paths)
    .filter(([path]) => !/^\/api\/(desk|dev|health|metrics|openapi)/.test(path))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
  expect(operations.length).toBeGreaterThan(40);
  const requests = await portalRequests();

  // Each endpoint of the portal calls one operation of the document, and is named in Dutch.
  const calledBy = new Map<string, string[]>();
  for (const [name, request] of requests) {
    const found = operations.filter((operation) => {
      const [method = '', template = ''] = operation.split(' ');
      return method === request.method && matches(template, request.path);
    });
    expect([name, found.length]).toEqual([name, 1]);
    for (const operation of found) calledBy.set(operation, [...(calledBy.get(operation) ?? []), name]);
    expect([name, Object.hasOwn(deskTimelineText.endpoints, name)]).toEqual([name, true]);
    expect(endpointName(name)).not.toBe(deskTimelineText.unknownEndpoint);
  }
  // And each operation is called by a named endpoint, or listed above with its reason.
  const unnamed = operations.filter((operation) => !calledBy.has(operation) && !NOT_CALLED_BY_ENDPOINTS[operation]);
  expect(unnamed).toEqual([]);
  for (const operation of Object.keys(NOT_CALLED_BY_ENDPOINTS)) expect(operations).toContain(operation);
});
