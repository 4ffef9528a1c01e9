import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { LoginErrorBody, MessageBody, TicketErrorBody } from '../../src/api/contract';
import { PERMISSIONS, type Permission } from '../../src/api/permissions';
import type { ErrorStyle } from './errors';

/** The areas of the API: every operation carries the one of its route module (`tags`). */
export const TAG = {
  auth: 'Auth',
  config: 'Config',
  dashboard: 'Dashboard',
  numbers: 'Numbers',
  settings: 'Settings',
  credit: 'Credit',
  invoices: 'Invoices',
  blacklist: 'Blacklist',
  subscriptions: 'Subscriptions',
  bundles: 'Bundles',
  tickets: 'Tickets',
  account: 'Account',
  usage: 'Usage',
  security: 'Security',
  team: 'Team',
  activity: 'Activity',
  porting: 'Porting',
  operations: 'Operations',
  demo: 'Demo',
  deskAuth: 'DeskAuth',
  desk: 'Desk',
  deskAdmin: 'DeskAdmin',
} as const;
export type Tag = (typeof TAG)[keyof typeof TAG];

const TAG_DESCRIPTIONS: Record<Tag, string> = {
  Auth: 'Login (with two-step verification), app login, token refresh, password reset and logout.',
  Config: 'What the app needs to start: the platform and the logged-in user.',
  Dashboard: 'The overview page: user, numbers and current subscription in one call.',
  Numbers: 'Phone numbers of the customer: the outgoing number and the names of the numbers.',
  Settings: 'Personal settings: outgoing number per user, two-step verification, newsletter.',
  Credit: 'Prepaid credit and the links to top it up or extend it.',
  Invoices: 'Invoices, and the download links for an invoice or the personal-data export.',
  Blacklist: 'Numbers blocked from calling the customer.',
  Subscriptions: 'The subscription: its options, switching, cancelling and reactivating.',
  Bundles: 'Bundles of extra users and extra numbers.',
  Tickets: 'Support questions (tickets) and their conversation; errors as {"error": {"message"}}.',
  Account: 'Personal and company data, account deletion and the password change.',
  Usage: 'Call usage of the month and the call lists by e-mail.',
  Security: 'Logins of the caller, the login history and the authenticator app.',
  Team:
    "'Gebruikers en rechten': the account's people, their roles, invitations and required two-step; the " +
    'invitation link.',
  Activity: "'Activiteit': who of the account did what and when (13 months), as a list and as CSV.",
  Porting:
    "'Nummer overzetten': porting numbers in from another provider, the status with its timeline, " +
    'the date and the cancel.',
  Operations:
    'For operators and load balancers: liveness and readiness without a login, and the Prometheus metrics ' +
    'when METRICS_TOKEN is set.',
  Demo: 'Demo mode only: the mail outbox, app-login tokens, a data reset, the invoice run and porting steps now.',
  DeskAuth: "Support desk: staff login (password and authenticator code), logout and a new account's set-up.",
  Desk:
    "Support desk: every customer's tickets, answers, status, locks, the customer and the technical data; staff " +
    'tokens only.',
  DeskAdmin: 'Support desk, teamleider only: the audit of what staff opened and changed, and the staff accounts.',
};

/**
 * The permission a customer route requires and the roles holding it (src/api/permissions.ts), as
 * specification extensions of the operation: the route-by-role test reads them from this document.
 */
function permissionExtension(permission: Permission | undefined) {
  if (!permission) return {};
  return { 'x-permission': permission, 'x-roles': [...PERMISSIONS[permission]] };
}

/** Security of a public route that also reads a bearer token when one is sent (logout). */
export const BEARER_OPTIONAL: Array<Record<string, string[]>> = [{ bearer: [] }, {}];

/** The error answer of each error style (docs/api.md, "Errors"), one schema each in the document. */
const ERROR_SCHEMAS: Record<ErrorStyle, { name: string; description: string; schema: object }> = {
  plain: { name: 'Error', description: 'A Dutch message.', schema: MessageBody },
  fields: {
    name: 'LoginError',
    description: 'Dutch messages by field (email, password, credentials, code, …); the client joins them.',
    schema: LoginErrorBody,
  },
  ticket: { name: 'TicketError', description: 'A Dutch message, nested.', schema: TicketErrorBody },
};

/**
 * The OpenAPI 3.1 document of the API, built by @fastify/swagger from the route schemas (the same
 * TypeBox schemas as the contract's types) and served at GET /api/openapi.json. It is public: it
 * describes shapes the app's own code already shows to anyone, and no data. Each route schema names
 * its operationId, tag, summary and description; `npm run lint:openapi` refuses a route without them.
 */
export async function openApi(api: FastifyInstance): Promise<void> {
  await api.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Klantportaal API',
        version: '1.0.0',
        description:
          'Wire contract of the self-service portal (docs/requirements.md, §7). Errors are 4xx/5xx with a Dutch ' +
          'message in the route\'s error style: {"message": "..."}, {"message": {"field": "..."}} ' +
          '(login, app login) or {"error": {"message": "..."}} (tickets). See docs/api.md.',
        contact: { name: 'Klantportaal' },
        // The package is private: no licence to reuse it is granted (SPDX's form for a licence of one's own).
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative: the API lives on the server that serves this document (paths start with /api).
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: Object.fromEntries(
          Object.values(ERROR_SCHEMAS).map(({ name, description, schema }) => [name, { ...schema, description }]),
        ),
      },
    },
    // Only the document changes here: the routes keep serialising their 2xx answers alone, and
    // their errors go through the error handler (http/errors.ts) in the route's error style.
    transform: ({ schema, url, route }) => {
      const auth = route.config?.auth ?? 'user';
      const error = {
        description: "Refused or failed, with a Dutch message in the route's error style",
        $ref: `#/components/schemas/${ERROR_SCHEMAS[route.config?.errorStyle ?? 'plain'].name}`,
      };
      const transformed = {
        ...schema,
        response: { ...(schema.response as Record<string, unknown> | undefined), '4xx': error, '5xx': error },
        security: schema.security ?? (auth === 'none' ? [] : [{ bearer: [] }]),
        ...permissionExtension(route.config?.permission),
      };
      return { schema: transformed, url };
    },
  });
  api.get('/openapi.json', { config: { auth: 'none' }, schema: { hide: true } }, async () => api.swagger());
}
