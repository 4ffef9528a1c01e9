import { Type } from '@sinclair/typebox';
import { MessageBody } from '../../src/api/contract';
import { issueOneTimeToken } from '../auth/oneTimeTokens';
import { resetDemoData } from '../db/store';
import type { Api, Deps } from '../deps';
import { notFound } from '../http/errors';
import { PUBLIC } from '../http/routeOptions';
import { t } from '../text';

const Outbox = Type.Object({
  messages: Type.Array(
    Type.Object({
      id: Type.Integer(),
      to: Type.String(),
      subject: Type.String(),
      body: Type.String(),
      createdAt: Type.String(),
    }),
  ),
});

const APP_TOKEN_SECONDS = 300;

/**
 * Demo-only helpers (off in production unless DEMO=1): the mail outbox, one-time app-login tokens
 * (what the native app would pass as ?state=) and a reset of the demo data.
 */
export function devRoutes(app: Api, deps: Deps): void {
  app.get('/dev/outbox', { config: PUBLIC, schema: { response: { 200: Outbox } } }, async () => {
    const rows = await deps.db.query<{
      id: number;
      to_address: string;
      subject: string;
      body: string;
      created_at: Date;
    }>('SELECT id, to_address, subject, body, created_at FROM outbox ORDER BY id DESC LIMIT 200');
    return {
      messages: rows.map((r) => ({
        id: r.id,
        to: r.to_address,
        subject: r.subject,
        body: r.body,
        createdAt: r.created_at.toISOString(),
      })),
    };
  });

  const sessionToken = {
    config: PUBLIC,
    schema: {
      body: Type.Object({ email: Type.String({ maxLength: 254 }) }),
      response: { 200: Type.Object({ sessionToken: Type.String() }) },
    },
  };
  app.post('/dev/session-token', sessionToken, async (request) => {
    const email = request.body.email.trim();
    const [user] = await deps.db.query<{ id: number }>(
      'SELECT id FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL',
      [email],
    );
    if (!user) throw notFound(t.auth.unknownUser);
    return { sessionToken: await issueOneTimeToken(deps, user.id, 'app-login', APP_TOKEN_SECONDS) };
  });

  app.post('/dev/reset', { config: PUBLIC, schema: { response: { 200: MessageBody } } }, async () => {
    await resetDemoData(deps.db, deps.clock, deps.hasher);
    return { message: t.auth.demoReset };
  });
}
