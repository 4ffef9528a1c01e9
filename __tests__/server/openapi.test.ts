import SwaggerParser from '@apidevtools/swagger-parser';
import {
  AccountSaveRequest,
  BlacklistChangeRequest,
  BundleEffectsRequest,
  DownloadPrepareRequest,
  LoginRequest,
  NumbersEditRequest,
  PasswordChangeRequest,
  SettingsRequestBody,
  SubscriptionCancelRequest,
  SubscriptionSwitchRequest,
  TicketCreateRequest,
  TicketReplyRequest,
} from '../../src/api/contract';
import { useTestServer } from './helpers';

const server = useTestServer();

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  patternProperties?: Record<string, Schema>;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: unknown[];
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; tags?: Array<{ name: string }> };

/** Every call of requirements §7: method, path, the payload fields it takes and the answer fields it gives. */
const SPEC_CALLS: Array<[string, string, string[], string[]]> = [
  ['get', '/api/app/config', [], ['app', 'user']],
  ['post', '/api/auth/token', ['email', 'password'], ['token', 'refresh_token', 'jwt_expire_time']],
  ['post', '/api/auth/refresh', ['refresh_token'], ['token', 'refresh_token', 'jwt_expire_time']],
  ['post', '/api/auth/app', ['sessionToken'], ['token', 'refresh_token', 'jwt_expire_time']],
  ['post', '/api/auth/forgot-password', ['email'], ['message']],
  ['get', '/api/dashboard', [], ['user', 'hasSms', 'phoneNumber', 'subscription']],
  ['get', '/api/invoices', ['id'], []],
  ['post', '/api/download/prepare', ['service', 'meta', 'email'], ['pdf', 'url', 'message']],
  ['post', '/api/blacklist', ['userPoc'], ['numbers']],
  ['post', '/api/blacklist/add', ['blacklistNumber', 'userPoc'], ['numbers', 'message']],
  ['post', '/api/blacklist/remove', ['userPoc', 'blacklistNumber'], ['numbers', 'message']],
  ['get', '/api/credit', [], ['credit', 'upgradeCredit', 'bank', 'email', 'endDate', 'topUpCreditUrl', 'extendUrl']],
  ['get', '/api/numbers', [], ['phoneNumbers', 'numberSwitchType']],
  ['post', '/api/numbers/edit', ['phoneNumbers'], ['phoneNumbers', 'numberSwitchType']],
  ['post', '/api/settings', ['action', 'phoneNumberID', 'toggle'], ['message']],
  ['get', '/api/settings', [], ['numberSwitchIndividual', 'twoStepVerification', 'newsletter']],
  ['get', '/api/subscriptions', [], []],
  ['post', '/api/subscription/cancel', ['id', 'reason'], ['message', 'expireTime']],
  ['post', '/api/subscription/reactivate', ['id'], ['message']],
  ['post', '/api/subscription/options', ['id'], []],
  ['post', '/api/subscription/bundle_effects', ['subscriptionID', 'subscriptionTypeId'], ['feedback']],
  ['post', '/api/subscription/switch', ['id', 'type', 'subscriptionTypeId'], ['message', 'startTime']],
  ['get', '/api/accounts/{poc}/bundles', ['poc'], ['bundles']],
  ['get', '/api/accounts/{poc}/bundles/active', ['poc'], ['subusers', 'extranumbers']],
  ['post', '/api/users/add-extra', ['email', 'password'], ['message', 'bundle_subusers_id']],
  ['post', '/api/users/get-extra', ['bundleSubuserId'], ['email']],
  ['post', '/api/users/remove-extra', ['bundleSubUserId'], ['message']],
  ['post', '/api/tickets', ['type', 'category', 'subject', 'message'], ['id', 'subject', 'conversation']],
  ['get', '/api/tickets', ['id'], []],
  ['get', '/api/tickets/options', [], ['categories']],
  ['post', '/api/tickets/message', ['ticketID', 'message'], ['id', 'conversation']],
  ['get', '/api/account', [], ['email', 'zip', 'iban', 'hasSubscription', 'schedule']],
  ['post', '/api/account', ['email', 'zip', 'scheduleDeletion'], ['message', 'schedule']],
  ['get', '/api/account/remove', [], ['schedule']],
  ['post', '/api/account/password', ['currentPassword', 'newPassword', 'newPasswordConfirm'], ['message']],
  ['get', '/api/usage', [], ['lastUpdated', 'totalMinutesCalled', 'categories']],
  ['get', '/api/usage/currentandpreviousmonth/{poc}', ['poc'], ['data']],
  ['get', '/api/usage/downloadcurrentmonth/{poc}/{month}/{year}', ['poc', 'month', 'year'], ['message']],
  ['get', '/api/usage/downloadpreviousmonth/{poc}/{month}/{year}', ['poc', 'month', 'year'], ['message']],
];

async function fetchDocument(): Promise<Document> {
  const reply = await server().get<Document>('/api/openapi.json');
  expect(reply.status).toBe(200);
  return reply.body;
}

/** The document with every $ref replaced by what it points at (the shared error schemas). */
async function dereferencedDocument(): Promise<Document> {
  return (await SwaggerParser.dereference(structuredClone(await fetchDocument()) as never)) as unknown as Document;
}

const operationsOf = (document: Document): Array<[string, string, Operation]> =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, string, Operation] => [method, path, operation]),
  );

const successOf = (operation: Operation): Schema | undefined => {
  const status = Object.keys(operation.responses).find((code) => code.startsWith('2'));
  return status ? operation.responses[status]?.content?.['application/json']?.schema : undefined;
};

test('GET /api/openapi.json is a valid OpenAPI 3.1 document, without a login', async () => {
  const document = await fetchDocument();
  expect(document.openapi).toBe('3.1.0');
  await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
});

test.each(SPEC_CALLS)('%s %s is documented with its request and answer shapes', async (method, path, takes, gives) => {
  const operation = (await fetchDocument()).paths[path]?.[method];
  expect(operation).toBeDefined();
  if (!operation) return;
  const requestFields =
    method === 'post'
      ? Object.keys(operation.requestBody?.content['application/json']?.schema.properties ?? {})
      : (operation.parameters ?? []).map((parameter) => parameter.name);
  expect(requestFields).toEqual(expect.arrayContaining(takes));
  const answer = successOf(operation);
  expect(answer).toBeDefined();
  expect(Object.keys(answer?.properties ?? {})).toEqual(expect.arrayContaining(gives));
  expect(operation.security).toEqual(path.startsWith('/api/auth/') ? [] : [{ bearer: [] }]);
});

test("only the login calls (the desk's too), download links, health checks and demo calls are public; logout takes a bearer token or none", async () => {
  const security = Object.fromEntries(
    operationsOf(await fetchDocument()).map(([method, path, operation]) => [`${method} ${path}`, operation.security]),
  );
  const publicCalls = Object.keys(security).filter((call) => security[call]?.length === 0);
  expect(publicCalls.sort()).toEqual(
    [
      'post /api/auth/token',
      'post /api/auth/token/code',
      'post /api/auth/token/resend',
      'post /api/auth/refresh',
      'post /api/auth/app',
      'post /api/auth/forgot-password',
      'post /api/auth/reset-password',
      'post /api/auth/confirm-email',
      'post /api/auth/activate-extra-user',
      'get /api/download/file/{item}/{token}',
      'get /api/health/live',
      'get /api/health/ready',
      'get /api/dev/outbox',
      'post /api/dev/session-token',
      'post /api/invitation/accept',
      'post /api/invitation/info',
      'post /api/desk/auth/token',
      'post /api/desk/setup/info',
      'post /api/desk/setup',
      'post /api/dev/reset',
      'post /api/dev/calls',
      'post /api/dev/invoice-run',
      'post /api/dev/calls/month',
      'post /api/dev/porting/advance',
    ].sort(),
  );
  expect(security['post /api/auth/logout']).toEqual([{ bearer: [] }, {}]);
  const others = Object.keys(security).filter(
    (call) => !publicCalls.includes(call) && call !== 'post /api/auth/logout',
  );
  for (const call of others) expect([call, security[call]]).toEqual([call, [{ bearer: [] }]]);
});

test('every operation is named after its method and path, in camelCase, under one declared tag', async () => {
  const document = await fetchDocument();
  const declared = (document.tags ?? []).map((tag) => tag.name);
  for (const [method, path, operation] of operationsOf(document)) {
    // POST /api/blacklist/add -> postBlacklistAdd; path parameters are left out.
    const words = path
      .replace(/^\/api/, '')
      .replace(/\{[^}]+\}/g, '')
      .replace(/[^a-z]/gi, '');
    expect(operation.operationId).toMatch(/^(get|post)[A-Z][A-Za-z]*$/);
    expect(operation.operationId?.toLowerCase()).toBe(`${method}${words}`.toLowerCase());
    expect(operation.tags).toHaveLength(1);
    expect(declared).toContain(operation.tags?.[0]);
  }
});

test("error answers are documented in the route's error style", async () => {
  const { paths } = await dereferencedDocument();
  const errorFields = (operation: Operation | undefined) =>
    Object.keys(operation?.responses['4XX']?.content?.['application/json']?.schema.properties ?? {});
  expect(errorFields(paths['/api/dashboard']?.get)).toEqual(['message']);
  expect(errorFields(paths['/api/tickets']?.post)).toEqual(['error']);
  const login = paths['/api/auth/token']?.post?.responses['4XX']?.content?.['application/json']?.schema;
  expect(login?.properties?.message?.type).toBe('object');
});

test('request shapes in the document are the contract schemas', async () => {
  const document = await fetchDocument();
  const bodies: Array<[string, { properties: Record<string, unknown> }]> = [
    ['/api/auth/token', LoginRequest],
    ['/api/numbers/edit', NumbersEditRequest],
    ['/api/settings', SettingsRequestBody],
    ['/api/download/prepare', DownloadPrepareRequest],
    ['/api/blacklist/add', BlacklistChangeRequest],
    ['/api/subscription/cancel', SubscriptionCancelRequest],
    ['/api/subscription/bundle_effects', BundleEffectsRequest],
    ['/api/subscription/switch', SubscriptionSwitchRequest],
    ['/api/tickets', TicketCreateRequest],
    ['/api/tickets/message', TicketReplyRequest],
    ['/api/account', AccountSaveRequest],
    ['/api/account/password', PasswordChangeRequest],
  ];
  for (const [path, schema] of bodies) {
    const documented = document.paths[path]?.post?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(documented?.properties ?? {}).sort()).toEqual(Object.keys(schema.properties).sort());
  }
});
