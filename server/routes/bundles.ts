import { Type } from '@sinclair/typebox';
import {
  ActiveBundlesWithRequests,
  AddExtraUserRequest,
  AddExtraUserResponse,
  BundlesResponse,
  GetExtraUserRequest,
  GetExtraUserResponse,
  MessageBody,
  RemoveExtraUserRequest,
} from '../../src/api/contract';
import { extraUserEmail, extraUserPassword } from '../../src/validation/extraRules';
import * as limits from '../../src/validation/limits';
import { addressHasLogin } from '../auth/addressInUse';
import { ACTIVATION_DAYS, activationLink, awaitActivation } from '../auth/extraUserActivation';
import { caller } from '../auth/guard';
import { newPasswordError } from '../auth/newPassword';
import { ownPoc } from '../auth/scope';
import { localDate } from '../base/dates';
import { badRequest, notFound } from '../base/httpError';
import { teamText } from '../base/teamText';
import { t } from '../base/text';
import { bundleOrderBlocked, extraCounts, requireBundleSubscription } from '../domain/bundles';
import { bundleIds } from '../domain/catalogue';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';
import { sendMail } from '../mail/mailer';
import { recordActivity } from '../tables/activity';
import { lockCustomer } from '../tables/customers';
import { activeExtraUsers, cancelExtraUser, extraUserAddress, insertExtraUser } from '../tables/extraUsers';
import { activeExtraNumbers } from '../tables/numbers';
import { catalogueBundles } from '../tables/subscriptions';
import { removeExtraUserLogin } from '../tables/users';

const PocParams = Type.Object({ poc: Type.String({ maxLength: 20 }) });

/** Bundles overview, active extra users and numbers, and requesting and cancelling extra users. */
export function bundleRoutes(app: Api, deps: Deps): void {
  const { db, clock } = deps;

  const catalogue = {
    config: allow('subscription'),
    schema: {
      operationId: 'getAccountsBundles',
      tags: [TAG.bundles],
      summary: 'The bundles on offer',
      description: 'Extra user, extra local number and extra business number, each with its price.',
      params: PocParams,
      response: { 200: BundlesResponse },
    },
  };
  app.get('/accounts/:poc/bundles', catalogue, async (request): Promise<BundlesResponse> => {
    const me = caller(request);
    ownPoc(me, request.params.poc);
    const bundles = await catalogueBundles(db);
    return { bundles };
  });

  const active = {
    config: allow('subscription'),
    schema: {
      operationId: 'getAccountsBundlesActive',
      tags: [TAG.bundles],
      summary: 'The extra users and extra numbers of the account',
      description: 'Those not cancelled, and the count of extra-number requests still open.',
      params: PocParams,
      response: { 200: ActiveBundlesWithRequests },
    },
  };
  app.get('/accounts/:poc/bundles/active', active, async (request): Promise<ActiveBundlesWithRequests> => {
    const me = caller(request);
    ownPoc(me, request.params.poc);
    const subusers = await activeExtraUsers(db, me.customerId);
    const extranumbers = await activeExtraNumbers(db, me.customerId);
    const { openRequests } = await extraCounts(db, me.customerId);
    const orderBlocked = await bundleOrderBlocked(db, me.customerId, localDate(clock.now()));
    return { subusers, extranumbers, openExtraNumberRequests: openRequests, orderBlocked };
  });

  const add = {
    config: allow('extra.users.change'),
    schema: {
      operationId: 'postUsersAddExtra',
      tags: [TAG.bundles],
      summary: 'Add an extra user',
      description:
        'A login for the account (not an admin), made when the new user confirms the address through the mailed ' +
        'link; at most 4 extra users. An address with a login elsewhere is answered and listed alike.',
      body: AddExtraUserRequest,
      response: { 201: AddExtraUserResponse },
    },
  };
  app.post('/users/add-extra', add, async (request, reply) => {
    const me = caller(request);
    const email = request.body.email.trim();
    const { password } = request.body;
    const emailError = extraUserEmail(email);
    if (emailError) throw badRequest(`${t.fields.email}: ${emailError}`);
    const passwordError = extraUserPassword(password) ?? newPasswordError(password);
    if (passwordError) throw badRequest(`${t.fields.password}: ${passwordError}`);
    // Counted before anything is made: a loop of adding and removing must not mail an address without end.
    await deps.limits.mail(me, email);
    const passwordHash = await deps.hasher.hash(password);
    const { subuserId, activation } = await db.tx(async (q) => {
      await lockCustomer(q, me.customerId);
      await requireBundleSubscription(q, me.customerId, localDate(clock.now()));
      if ((await extraCounts(q, me.customerId)).users >= limits.maxExtraUsers)
        throw badRequest(t.bundles.maxUsers(limits.maxExtraUsers));
      const inserted = await insertExtraUser(q, me.customerId, bundleIds['extra-user'], email, clock.now());
      await recordActivity(q, me, 'extra-users', teamText.activity.extraUserAdded(email), clock.now());
      const id = inserted ?? 0;
      // Whether an address has a login is not for an admin to find out: a free one and a taken one are
      // answered and listed alike, and neither has a login until the address's owner acts. A free address
      // gets the link that makes the login (with the password chosen here); a taken one (a customer's or
      // the desk's) gets none, and its owner is told instead (server/auth/extraUserActivation.ts).
      const taken = await addressHasLogin(q, email);
      return {
        subuserId: id,
        activation: taken ? null : await awaitActivation(q, id, passwordHash, me.userId, clock.now()),
      };
    });
    const mail = activation
      ? {
          to: email,
          subject: t.bundles.welcomeSubject,
          text: t.bundles.welcomeBody(activationLink(deps.publicUrl(), activation), ACTIVATION_DAYS),
        }
      : { to: email, subject: t.bundles.addressTakenSubject, text: t.bundles.addressTakenBody };
    await sendMail(deps.mailer, mail, { afterChange: request });
    return reply.status(201).send({ message: t.bundles.userRequested, bundle_subusers_id: subuserId });
  });

  const get = {
    config: allow('extra.users'),
    schema: {
      operationId: 'postUsersGetExtra',
      tags: [TAG.bundles],
      summary: 'The address of an extra user',
      description: 'The e-mail address (or device name) of one extra user of the account.',
      body: GetExtraUserRequest,
      response: { 200: GetExtraUserResponse },
    },
  };
  app.post('/users/get-extra', get, async (request) => {
    const me = caller(request);
    const subuserId = request.body.bundleSubuserId;
    const email = await extraUserAddress(db, me.customerId, subuserId);
    if (email === null) throw notFound();
    return { email };
  });

  const remove = {
    config: allow('extra.users.change'),
    schema: {
      operationId: 'postUsersRemoveExtra',
      tags: [TAG.bundles],
      summary: 'Cancel an extra user',
      description: 'The extra user is cancelled and its login ends at once.',
      body: RemoveExtraUserRequest,
      response: { 200: MessageBody },
    },
  };
  app.post('/users/remove-extra', remove, async (request) => {
    const me = caller(request);
    const subuserId = request.body.bundleSubUserId;
    await db.tx(async (q) => {
      const now = clock.now();
      const row = await cancelExtraUser(q, me.customerId, subuserId, now);
      if (!row) throw notFound();
      await recordActivity(q, me, 'extra-users', teamText.activity.extraUserRemoved(row.stored_value), now);
      if (row.user_id !== null) {
        await removeExtraUserLogin(q, row.user_id, now);
        await deps.sessions.revokeUser(q, row.user_id);
      }
    });
    return { message: t.bundles.userRemoved };
  });
}
