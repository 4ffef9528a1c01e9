import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { MessageBody } from '../../src/api/contract';
import { issueOneTimeToken } from '../auth/oneTimeTokens';
import type { PasswordHasher } from '../auth/passwords';
import type { Clock } from '../base/clock';
import { isLoopback } from '../base/config';
import { forbidden, notFound } from '../base/httpError';
import { t } from '../base/text';
import type { Db } from '../db/db';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { PUBLIC } from '../http/routeOptions';
import type { MailAttachment } from '../mail/mailer';
import { newestOutboxMails } from '../tables/outbox';
import { userByAddress } from '../tables/users';
import { devCallRoutes, devMonthRoutes } from './devCalls';
import { devInvoiceRunRoutes } from './devInvoiceRun';
import { devPortingRoutes } from './devPorting';

/** The host name of a Host header or an origin's authority, without its port ('[::1]:80' → '::1'). */
function hostName(authority: string): string {
  const bracketed = /^\[([^\]]+)\]/.exec(authority);
  if (bracketed?.[1]) return bracketed[1];
  return authority.replace(/:\d*$/, '');
}

function loopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopback(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Only this machine, by a loopback name, and no page of another site: a Host of any other name is a
 * DNS-rebinding page, and a foreign Origin (or a browser's 'cross-site' mark) a page that would wipe the
 * demo data or read the outbox's reset links with a simple request that needs no preflight.
 */
async function localCallerOnly(request: FastifyRequest): Promise<void> {
  const host = request.headers.host ?? '';
  const origin = request.headers.origin;
  const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
  if (!isLoopback(hostName(host)) || (origin !== undefined && !loopbackOrigin(origin)) || crossSite)
    throw forbidden(t.auth.demoLocalOnly);
}

const Outbox = Type.Object({
  messages: Type.Array(
    Type.Object({
      id: Type.Integer(),
      to: Type.String(),
      subject: Type.String(),
      body: Type.String(),
      createdAt: Type.String(),
      attachments: Type.Array(
        Type.Object({
          filename: Type.String(),
          contentType: Type.String(),
          content: Type.String(),
          encoding: Type.Optional(Type.Literal('base64', { description: 'content is base64 (a PDF)' })),
        }),
      ),
    }),
  ),
});

/** The outbox's newest mails that GET /dev/outbox lists. */
const OUTBOX_LISTED = 200;

const APP_TOKEN_SECONDS = 300;

/**
 * Puts every table back to the demo data (seed/demoStore.ts). The seed sits above the app in the layer
 * map, so the entry that builds a demo server hands it in (BuildOptions.resetDemoData).
 */
export type ResetDemoData = (db: Db, clock: Clock, hasher: PasswordHasher) => Promise<void>;

/**
 * Demo-only helpers (off in production unless DEMO=1): the mail outbox, one-time app-login tokens
 * (what the native app would pass as ?state=), a reset of the demo data and calls fed to the cost
 * controls (devCalls.ts). Support staff read the technical data of a ticket in the desk (/api/desk,
 * docs/support.md).
 */
export function devRoutes(app: Api, deps: Deps, resetDemoData: ResetDemoData): void {
  const local = { config: PUBLIC, onRequest: localCallerOnly };
  const outbox = {
    ...local,
    schema: {
      operationId: 'getDevOutbox',
      tags: [TAG.demo],
      summary: 'The mail outbox',
      description: 'The mails sent while no SMTP server is set, newest first (at most 200), with their attachments.',
      response: { 200: Outbox },
    },
  };
  app.get('/dev/outbox', outbox, async () => {
    const rows = await newestOutboxMails<MailAttachment>(deps.db, OUTBOX_LISTED);
    return {
      messages: rows.map((r) => ({
        id: r.id,
        to: r.to_address,
        subject: r.subject,
        body: r.body,
        createdAt: r.created_at.toISOString(),
        attachments: r.attachments ?? [],
      })),
    };
  });

  const sessionToken = {
    ...local,
    schema: {
      operationId: 'postDevSessionToken',
      tags: [TAG.demo],
      summary: 'A one-time app-login token',
      description: 'What the native app would pass as ?state= for POST /api/auth/app, for the given address.',
      body: Type.Object({ email: Type.String({ maxLength: 254 }) }),
      response: { 200: Type.Object({ sessionToken: Type.String() }) },
    },
  };
  app.post('/dev/session-token', sessionToken, async (request) => {
    const email = request.body.email.trim();
    const user = await userByAddress(deps.db, email);
    if (!user) throw notFound(t.auth.unknownUser);
    return { sessionToken: await issueOneTimeToken(deps, user.id, 'app-login', APP_TOKEN_SECONDS) };
  });

  const reset = {
    ...local,
    schema: {
      operationId: 'postDevReset',
      tags: [TAG.demo],
      summary: 'Restore the demo data',
      description: 'Every table back to the demo data; all logins end.',
      response: { 200: MessageBody },
    },
  };
  app.post('/dev/reset', reset, async () => {
    await resetDemoData(deps.db, deps.clock, deps.hasher);
    return { message: t.auth.demoReset };
  });

  devCallRoutes(app, deps, local);
  devInvoiceRunRoutes(app, deps, local);
  devMonthRoutes(app, deps, local);
  devPortingRoutes(app, deps, local);
}
