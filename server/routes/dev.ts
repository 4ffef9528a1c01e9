import type { FastifyInstance } from 'fastify';
import { resetDemoData } from '../db/store';
import type { Deps } from '../deps';
import { notFound } from '../http/errors';
import { objectBody, str } from '../http/input';
import { t } from '../text';
import { issueOneTimeToken } from './auth';

const APP_TOKEN_SECONDS = 300;

/**
 * Demo-only helpers (off in production unless DEMO=1): the mail outbox, one-time app-login tokens
 * (what the native app would pass as ?state=) and a reset of the demo data.
 */
export function devRoutes(app: FastifyInstance, deps: Deps): void {
  const open = { config: { auth: 'none' as const } };

  app.get('/dev/outbox', open, async () => {
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

  app.post('/dev/session-token', open, async (request) => {
    const body = objectBody(request.body);
    const email = str(body, 'email', { max: 254 }).trim();
    const [user] = await deps.db.query<{ id: number }>(
      'SELECT id FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL',
      [email],
    );
    if (!user) throw notFound(t.auth.unknownUser);
    return { sessionToken: await issueOneTimeToken(deps, user.id, 'app-login', APP_TOKEN_SECONDS) };
  });

  app.post('/dev/reset', open, async () => {
    await resetDemoData(deps.db, deps.clock, deps.hasher);
    return { message: 'De demogegevens zijn hersteld.' };
  });
}
