import { Type } from '@sinclair/typebox';
import { MessageBody, TicketDiagnosticsResponse } from '../../src/api/contract';
import { Id } from '../../src/api/wire';
import { issueOneTimeToken } from '../auth/oneTimeTokens';
import { resetDemoData } from '../db/store';
import { loadDiagnostics } from '../domain/ticketDiagnostics';
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
 * (what the native app would pass as ?state=), a reset of the demo data and, for support staff, the
 * technical data (action logs) attached to a ticket.
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

  const ticketDiagnostics = {
    config: PUBLIC,
    schema: {
      params: Type.Object({ id: Id('The ticket') }),
      response: { 200: TicketDiagnosticsResponse },
    },
  };
  app.get('/dev/tickets/:id/diagnostics', ticketDiagnostics, async (request, reply) => {
    const ticketId = request.params.id;
    const [ticket] = await deps.db.query<{ id: number }>('SELECT id FROM tickets WHERE id = $1', [ticketId]);
    if (!ticket) throw notFound();
    // A file to save and open with the replay script or Redux DevTools (docs/support.md).
    void reply.header('content-disposition', `attachment; filename="ticket-${ticketId}-diagnostics.json"`);
    return { ticketId, logs: await loadDiagnostics(deps.db, ticketId) };
  });

  app.post('/dev/reset', { config: PUBLIC, schema: { response: { 200: MessageBody } } }, async () => {
    await resetDemoData(deps.db, deps.clock, deps.hasher);
    return { message: t.auth.demoReset };
  });
}
