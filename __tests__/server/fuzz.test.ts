import fc from 'fast-check';
import { ACCOUNT_TEXT_FIELDS } from '../../src/api/accountFields';
import { useTestServer, type TestServer } from './helpers';

/**
 * Thousands of random and malformed bodies to every POST endpoint: never a 5xx, and a refused
 * request (4xx) never changes stored data. The fingerprint covers every data table.
 */
const server = useTestServer();

const TABLES = [
  'customers',
  'users',
  'phone_numbers',
  'subscriptions',
  'invoices',
  'blocked_numbers',
  'extra_users',
  'extra_numbers',
  'tickets',
  'ticket_messages',
  'calls',
  'sessions',
  'refresh_tokens',
  'one_time_tokens',
  'outbox',
  'plans',
  'bundles',
];
const FINGERPRINT = `SELECT md5(${TABLES.map((t) => `coalesce((SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) FROM ${t} x), '')`).join(' || ')}) AS fp`;

/** Waits for work a handler left running (a reset mail) so it is not blamed on the next request. */
async function fingerprint(s: TestServer): Promise<string> {
  await s.app.backgroundSettled();
  const [row] = await s.db.query<{ fp: string }>(FINGERPRINT);
  return row?.fp ?? '';
}

/** POST endpoints and the fields they read. Logout is sent without bearer (it would end the session). */
const ENDPOINTS: Record<string, string[]> = {
  '/api/auth/token': ['email', 'password'],
  '/api/auth/refresh': ['refresh_token'],
  '/api/auth/app': ['sessionToken'],
  '/api/auth/forgot-password': ['email'],
  '/api/auth/reset-password': ['token', 'password'],
  '/api/auth/logout': ['refresh_token'],
  '/api/numbers/edit': ['phoneNumbers'],
  '/api/settings': ['action', 'phoneNumberID', 'toggle'],
  '/api/download/prepare': ['service', 'meta', 'email'],
  '/api/blacklist': ['userPoc'],
  '/api/blacklist/add': ['blacklistNumber', 'userPoc'],
  '/api/blacklist/remove': ['blacklistNumber', 'userPoc'],
  '/api/subscription/cancel': ['id', 'reason'],
  '/api/subscription/reactivate': ['id'],
  '/api/subscription/options': ['id'],
  '/api/subscription/bundle_effects': ['subscriptionID', 'subscriptionTypeId'],
  '/api/subscription/switch': ['id', 'type', 'subscriptionTypeId'],
  '/api/users/add-extra': ['email', 'password'],
  '/api/users/get-extra': ['bundleSubuserId'],
  '/api/users/remove-extra': ['bundleSubUserId'],
  '/api/tickets': ['subject', 'message', 'category', 'type'],
  '/api/tickets/message': ['ticketID', 'message'],
  '/api/account': [...ACCOUNT_TEXT_FIELDS, 'scheduleDeletion'],
  '/api/account/password': ['currentPassword', 'newPassword', 'newPasswordConfirm'],
  '/api/dev/session-token': ['email'],
};

/** Values near the valid ones (so validation is passed now and then) mixed with anything at all. */
const plausible = fc.constantFrom(
  '100001',
  '200001',
  1,
  2,
  3,
  5001,
  '1',
  'Welkom123',
  'admin@demo.test',
  'nieuw@demo.test',
  '0612345678',
  '+31612345678',
  'abonnement',
  'bundel',
  'newsletter',
  'switch-default-number',
  'account/invoice',
  'account/export',
  'invoices/export',
  'Ik heb een andere oplossing gevonden',
  'Anders: ',
  'Een bericht van voldoende lengte',
  '1234 AB',
  'NL91ABNA0417164300',
  0,
  true,
  '',
);
const anyValue = fc.oneof(
  { weight: 3, arbitrary: plausible },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  {
    weight: 1,
    arbitrary: fc.array(
      fc.record({
        number_id: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.string()),
        name: fc.oneof(fc.string({ maxLength: 20 }), fc.integer()),
      }),
      { maxLength: 3 },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

function bodies(fields: string[]): fc.Arbitrary<unknown> {
  const record = fc.record(Object.fromEntries(fields.map((f) => [f, anyValue])), { requiredKeys: [] });
  return fc.oneof({ weight: 6, arbitrary: record }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });
}

async function send(s: TestServer, path: string, body: string, token: string | null): Promise<number> {
  const bearer = token && path !== '/api/auth/logout' ? token : undefined;
  return (await s.raw('POST', path, body, 'application/json', bearer)).status;
}

test('random bodies to every POST endpoint: no 5xx, refused requests change nothing', async () => {
  const s = server();
  const { token } = await s.login('admin@demo.test');
  let before = await fingerprint(s);
  let requests = 0;
  for (const [path, fields] of Object.entries(ENDPOINTS)) {
    await fc.assert(
      fc.asyncProperty(bodies(fields), async (body) => {
        const status = await send(s, path, JSON.stringify(body), token);
        requests += 1;
        expect(status).toBeLessThan(500);
        const after = await fingerprint(s);
        if (status >= 400) expect(after).toBe(before);
        before = after;
      }),
      { numRuns: 70 },
    );
  }
  expect(requests).toBe(70 * Object.keys(ENDPOINTS).length);
}, 120_000);

test('malformed JSON to every POST endpoint: 400, nothing changes', async () => {
  const s = server();
  const { token } = await s.login('gebruiker@demo.test');
  const before = await fingerprint(s);
  const broken = fc.oneof(
    fc.string({ maxLength: 30 }).filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    }),
    fc.jsonValue().map((value) => JSON.stringify(value).slice(0, -1) + '{'),
  );
  for (const path of Object.keys(ENDPOINTS)) {
    await fc.assert(
      fc.asyncProperty(broken, async (body) => {
        const status = await send(s, path, body, token);
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
      }),
      { numRuns: 20 },
    );
  }
  expect(await fingerprint(s)).toBe(before);
}, 60_000);
