import type { FastifyInstance } from 'fastify';
import type { ActiveBundlesResponse, ActiveBundlesWithRequests, BundlesResponse } from '../../src/api/contract';
import { limits } from '../../src/validation/limits';
import { extraUserEmail, extraUserPassword } from '../../src/validation/extraRules';
import { caller } from '../auth/guard';
import { ownPoc } from '../auth/scope';
import { TICKET_TYPE_EXTRA_NUMBER, bundleIds, ticketStatuses } from '../catalogue';
import { localDate } from '../dates';
import type { Queryable } from '../db/db';
import type { Deps } from '../deps';
import { badRequest, conflict, notFound } from '../http/errors';
import { id, objectBody, params, str } from '../http/input';
import { t } from '../text';
import { subscriptionStatus } from '../views/subscription';

/** Bundles need an accessType-1 subscription that has not lapsed. */
export async function requireBundleSubscription(q: Queryable, customerId: number, today: string): Promise<void> {
  const [row] = await q.query<{ access_type: number; cancel_time: Date | null; expire_date: string | null }>(
    `SELECT p.access_type, sb.cancel_time, sb.expire_date FROM subscriptions sb JOIN plans p ON p.id = sb.plan_id
      WHERE sb.customer_id = $1 ORDER BY sb.id DESC LIMIT 1`,
    [customerId],
  );
  if (!row || row.access_type !== 1 || subscriptionStatus(row, today) === 'lapsed')
    throw badRequest(t.bundles.needsSubscription);
}

/**
 * What counts toward the limits of spec 9, the same on the page and here (docs/api.md): every extra
 * user not cancelled; every extra number not cancelled, slot 0 included, plus every open request for one.
 */
export async function extraCounts(
  q: Queryable,
  customerId: number,
): Promise<{ users: number; numbers: number; openRequests: number }> {
  const [row] = await q.query<{ users: number; numbers: number; open_requests: number }>(
    `SELECT (SELECT count(*)::int FROM extra_users WHERE customer_id = $1 AND cancelled_at IS NULL) AS users,
            (SELECT count(*)::int FROM extra_numbers WHERE customer_id = $1 AND cancelled_at IS NULL) AS numbers,
            (SELECT count(*)::int FROM tickets WHERE customer_id = $1 AND type_id = ${TICKET_TYPE_EXTRA_NUMBER}
                AND status_id <> ${ticketStatuses.closed}) AS open_requests`,
    [customerId],
  );
  return { users: row?.users ?? 0, numbers: row?.numbers ?? 0, openRequests: row?.open_requests ?? 0 };
}

/** Bundles overview, active extra users and numbers, and requesting and cancelling extra users. */
export function bundleRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, clock } = deps;
  const admin = { config: { auth: 'admin' as const } };

  app.get('/accounts/:poc/bundles', admin, async (request): Promise<BundlesResponse> => {
    const me = caller(request);
    ownPoc(me, str(params(request.params), 'poc'));
    const bundles = await db.query<BundlesResponse['bundles'][number]>(
      'SELECT id, kind, name, price FROM bundles ORDER BY id',
    );
    return { bundles };
  });

  app.get('/accounts/:poc/bundles/active', admin, async (request): Promise<ActiveBundlesWithRequests> => {
    const me = caller(request);
    ownPoc(me, str(params(request.params), 'poc'));
    const subusers = await db.query<ActiveBundlesResponse['subusers'][number]>(
      `SELECT id, subuser_id AS bundle_subusers_id, stored_value AS bundle_subusers_email
         FROM extra_users WHERE customer_id = $1 AND cancelled_at IS NULL ORDER BY id`,
      [me.customerId],
    );
    const extranumbers = await db.query<ActiveBundlesResponse['extranumbers'][number]>(
      `SELECT id, number_extension_id, phone_number_display, slot AS bundle_extra_number_slot
         FROM extra_numbers WHERE customer_id = $1 AND cancelled_at IS NULL ORDER BY id`,
      [me.customerId],
    );
    const { openRequests } = await extraCounts(db, me.customerId);
    return { subusers, extranumbers, openExtraNumberRequests: openRequests };
  });

  app.post('/users/add-extra', admin, async (request, reply) => {
    const me = caller(request);
    const body = objectBody(request.body);
    const email = str(body, 'email', { max: 100 }).trim();
    const password = str(body, 'password', { max: 200 });
    const emailError = extraUserEmail(email);
    if (emailError) throw badRequest(`${t.fields.email}: ${emailError}`);
    const passwordError = extraUserPassword(password);
    if (passwordError) throw badRequest(`${t.fields.password}: ${passwordError}`);
    const passwordHash = await deps.hasher.hash(password);
    const subuserId = await db.tx(async (q) => {
      await q.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [me.customerId]);
      await requireBundleSubscription(q, me.customerId, localDate(clock.now()));
      if ((await extraCounts(q, me.customerId)).users >= limits.maxExtraUsers)
        throw badRequest(t.bundles.maxUsers(limits.maxExtraUsers));
      const taken = await q.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL', [email]);
      if (taken.length > 0) throw conflict(t.bundles.emailTaken);
      const [user] = await q.query<{ id: number }>(
        `INSERT INTO users (customer_id, email, password_hash, full_name, is_admin, active, outgoing_number_id)
         SELECT $1, $2, $3, $2, false, true, (SELECT outgoing_number_id FROM users WHERE id = $4)
         RETURNING id`,
        [me.customerId, email, passwordHash, me.userId],
      );
      const [row] = await q.query<{ subuser_id: number }>(
        'INSERT INTO extra_users (customer_id, bundle_id, stored_value, user_id, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING subuser_id',
        [me.customerId, bundleIds['extra-user'], email, user?.id ?? null, clock.now()],
      );
      return row?.subuser_id ?? 0;
    });
    await deps.mailer
      .send({ to: email, subject: t.bundles.welcomeSubject, text: t.bundles.welcomeBody(deps.publicUrl()) })
      .catch(() => undefined);
    return reply.status(201).send({ message: t.bundles.userRequested, bundle_subusers_id: subuserId });
  });

  app.post('/users/get-extra', admin, async (request) => {
    const me = caller(request);
    const subuserId = id(objectBody(request.body), 'bundleSubuserId');
    const [row] = await db.query<{ email: string }>(
      'SELECT stored_value AS email FROM extra_users WHERE subuser_id = $1 AND customer_id = $2 AND cancelled_at IS NULL',
      [subuserId, me.customerId],
    );
    if (!row) throw notFound();
    return row;
  });

  app.post('/users/remove-extra', admin, async (request) => {
    const me = caller(request);
    const subuserId = id(objectBody(request.body), 'bundleSubUserId');
    await db.tx(async (q) => {
      const now = clock.now();
      const [row] = await q.query<{ user_id: number | null }>(
        'UPDATE extra_users SET cancelled_at = $3 WHERE subuser_id = $1 AND customer_id = $2 AND cancelled_at IS NULL RETURNING user_id',
        [subuserId, me.customerId, now],
      );
      if (!row) throw notFound();
      if (row.user_id !== null) {
        await q.query('UPDATE users SET deleted_at = $2 WHERE id = $1 AND NOT is_admin', [row.user_id, now]);
        await deps.sessions.revokeUser(q, row.user_id);
      }
    });
    return { message: t.bundles.userRemoved };
  });
}
