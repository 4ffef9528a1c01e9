import { MessageBody } from '../../src/api/contract';
import type { Role } from '../../src/api/permissions';
import {
  InviteRequest,
  RoleChangeRequest,
  TeamIdParams,
  TeamResponse,
  TwoStepRequiredRequest,
  type TeamResponse as Team,
} from '../../src/api/teamContract';
import { teamText as appTeamText } from '../../src/text/team';
import { invitationEmail } from '../../src/validation/addressRules';
import type { AuthContext } from '../auth/context';
import { caller } from '../auth/guard';
import { twoStepFirst } from '../auth/permission';
import { revokeAllOfUser } from '../auth/revokeUser';
import { randomToken, tokenHash } from '../auth/tokens';
import { badRequest, conflict, forbidden, notFound } from '../base/httpError';
import { teamText } from '../base/teamText';
import type { Queryable } from '../db/db';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';
import { sendMail } from '../mail/mailer';
import { recordActivity } from '../tables/activity';
import { companyForMail, lockCustomer, setTwoStepRequired, twoStepRequiredOf } from '../tables/customers';
import {
  insertInvitation,
  isInvited,
  openInvitations,
  renewInvitation,
  withdrawInvitation,
} from '../tables/invitations';
import { lockMember, memberNameByAddress, otherBeheerders, removeUser, setRole, teamMembers } from '../tables/users';

/** An invitation's link works once, for 48 hours. */
export const INVITATION_HOURS = 48;
const roleName = (role: Role) => appTeamText.roles[role];

async function readTeam(q: Queryable, me: AuthContext, now: Date): Promise<Team> {
  const people = await teamMembers(q, me.customerId);
  const invitations = await openInvitations(q, me.customerId);
  const twoStepRequired = await twoStepRequiredOf(q, me.customerId);
  return {
    people: people.map((p) => ({
      id: p.id,
      fullName: p.full_name,
      email: p.email,
      role: p.role,
      accountHolder: p.account_holder,
      colleague: p.colleague,
      twoStep: p.two_step,
      self: p.id === me.userId,
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      createdAt: new Date(i.created_at).toISOString(),
      expiresAt: new Date(i.expires_at).toISOString(),
      expired: new Date(i.expires_at) <= now,
    })),
    twoStepRequired,
  };
}

/** Mails an invitation's link (counted against the account's mail limits first, kept in the database). */
async function mailInvitation(deps: Deps, me: AuthContext, to: string, role: Role, token: string): Promise<void> {
  await deps.limits.mail(me, to);
  const company = await companyForMail(deps.db, me.customerId);
  // The token travels in the fragment: a browser never sends it to a server.
  const link = `${deps.publicUrl()}/invitation#token=${encodeURIComponent(token)}`;
  const text = teamText.team.mailBody(me.fullName, company, roleName(role), link);
  await sendMail(deps.mailer, { to, subject: teamText.team.mailSubject(company), text });
}

/**
 * The person of the caller's account, locked for the change; refuses the account holder. A Beheerder may
 * change their own role or leave, as long as another Beheerder remains. Locks the account first: that
 * serialises changes of one account's roles, so two demotions at once cannot both pass the check.
 */
async function otherPerson(q: Queryable, me: AuthContext, id: number) {
  await lockCustomer(q, me.customerId);
  const person = await lockMember(q, me.customerId, id);
  if (!person) throw notFound();
  if (person.account_holder) throw forbidden(teamText.team.accountHolder);
  return person;
}

/** Refuses to take the Beheerder role from `userId` when no other Beheerder would remain. */
async function keepOneBeheerder(q: Queryable, customerId: number, userId: number): Promise<void> {
  if ((await otherBeheerders(q, customerId, userId)) === 0) throw conflict(teamText.team.lastBeheerder);
}

const schema = (operationId: string, summary: string, description: string) => ({
  operationId,
  tags: [TAG.team],
  summary,
  description,
});

/** Options of a change to the team: only a role that may change it, answered with a message. */
const changeOptions = <Parts extends object>(
  operationId: string,
  summary: string,
  description: string,
  parts: Parts,
) => ({
  config: allow('team.change'),
  schema: { ...schema(operationId, summary, description), ...parts, response: { 200: MessageBody } },
});

/** 'Gebruikers en rechten': the account's people and invitations, roles, required two-step. */
export function teamRoutes(app: Api, deps: Deps): void {
  const { db, clock } = deps;

  const read = {
    config: allow('team'),
    schema: {
      ...schema(
        'getTeam',
        "The account's people",
        'People with role and two-step, open invitations, required two-step.',
      ),
      response: { 200: TeamResponse },
    },
  };
  app.get('/team', read, async (request) => readTeam(db, caller(request), clock.now()));

  const invite = changeOptions(
    'postTeamInvitations',
    'Invite a colleague',
    'Mails a single-use link valid 48 hours. An address that has a login elsewhere gets the same answer.',
    { body: InviteRequest },
  );
  app.post('/team/invitations', invite, async (request) => {
    const me = caller(request);
    const address = request.body.email.trim();
    const error = invitationEmail(address);
    if (error) throw badRequest(`${appTeamText.fields.email}: ${error}`);
    const token = randomToken();
    const now = clock.now();
    await db.tx(async (q) => {
      // Someone of this account is told at once; a login elsewhere is not (the invitee learns it).
      const member = await memberNameByAddress(q, me.customerId, address);
      if (member !== null) throw conflict(teamText.team.alreadyMember(member));
      if (await isInvited(q, me.customerId, address)) throw conflict(teamText.team.alreadyInvited);
      await insertInvitation(q, {
        customerId: me.customerId,
        email: address,
        role: request.body.role,
        hash: tokenHash(token),
        invitedBy: me.userId,
        createdAt: now,
        expiresAt: later(now),
      });
      await recordActivity(q, me, 'invitation', teamText.activity.invited(address, roleName(request.body.role)), now);
    });
    // Mailed after the invitation is stored; a refused or failed mail leaves it listed, to resend.
    await mailInvitation(deps, me, address, request.body.role, token);
    return { message: teamText.team.invited(address) };
  });

  const resend = changeOptions(
    'postTeamInvitationsResend',
    'Resend an invitation',
    'A new link for 48 hours; the earlier link stops working.',
    { params: TeamIdParams },
  );
  app.post('/team/invitations/:id/resend', resend, async (request) => {
    const me = caller(request);
    const token = randomToken();
    const now = clock.now();
    const link = { hash: tokenHash(token), createdAt: now, expiresAt: later(now) };
    const row = await renewInvitation(db, me.customerId, request.params.id, link);
    if (!row) throw notFound();
    await recordActivity(db, me, 'invitation', teamText.activity.resent(row.email), now);
    await mailInvitation(deps, me, row.email, row.role, token);
    return { message: teamText.team.resent(row.email) };
  });

  const withdraw = changeOptions(
    'postTeamInvitationsWithdraw',
    'Withdraw an invitation',
    'Its link stops working at once.',
    { params: TeamIdParams },
  );
  app.post('/team/invitations/:id/withdraw', withdraw, async (request) => {
    const me = caller(request);
    const now = clock.now();
    const email = await withdrawInvitation(db, me.customerId, request.params.id, now);
    if (email === null) throw notFound();
    await recordActivity(db, me, 'invitation', teamText.activity.withdrawn(email), now);
    return { message: teamText.team.withdrawn };
  });

  const changeRole = changeOptions(
    'postTeamPeopleRole',
    "Change a person's role",
    'The last Beheerder and the account holder keep theirs.',
    { params: TeamIdParams, body: RoleChangeRequest },
  );
  app.post('/team/people/:id/role', changeRole, async (request) => {
    const me = caller(request);
    const now = clock.now();
    const role = request.body.role;
    const name = await db.tx(async (q) => {
      const person = await otherPerson(q, me, request.params.id);
      if (person.role === role) return person.full_name;
      if (person.role === 'beheerder') await keepOneBeheerder(q, me.customerId, person.id);
      await setRole(q, person.id, role);
      const detail = teamText.activity.roleChanged(person.full_name, roleName(person.role), roleName(role));
      await recordActivity(q, me, 'team', detail, now);
      return person.full_name;
    });
    return { message: teamText.team.roleChanged(name, roleName(role)) };
  });

  const remove = changeOptions(
    'postTeamPeopleRemove',
    "Remove a person's access",
    'Ends their logins; an extra user is removed at the bundles.',
    { params: TeamIdParams },
  );
  app.post('/team/people/:id/remove', remove, async (request) => {
    const me = caller(request);
    const now = clock.now();
    await db.tx(async (q) => {
      const person = await otherPerson(q, me, request.params.id);
      if (person.extra) throw badRequest(teamText.team.extraUser);
      if (person.role === 'beheerder') await keepOneBeheerder(q, me.customerId, person.id);
      await removeUser(q, person.id, now);
      await revokeAllOfUser(q, person.id, now);
      await recordActivity(q, me, 'team', teamText.activity.removed(person.full_name), now);
    });
    return { message: teamText.team.removed };
  });

  const twoStepOptions = changeOptions(
    'postTeamTwoStepRequired',
    "Require two-step verification of the account's people",
    'Who has none is refused every other call until they set it up. A Beheerder without it may still ' +
      'switch the requirement off (docs/decisions/0110-required-two-step-holds.md).',
    { body: TwoStepRequiredRequest },
  );
  const twoStep = { ...twoStepOptions, config: { ...twoStepOptions.config, allowBeforeTwoStep: true } };
  app.post('/team/two-step-required', twoStep, async (request) => {
    const me = caller(request);
    const required = request.body.required;
    // Undoing is always in reach of a Beheerder; anything more waits for their own set-up.
    if (required && me.twoStepMissing) throw twoStepFirst();
    await db.tx(async (q) => {
      await setTwoStepRequired(q, me.customerId, required);
      await recordActivity(q, me, 'two-step', teamText.activity.twoStepRequired(required), clock.now());
    });
    return { message: required ? teamText.team.twoStepOn : teamText.team.twoStepOff };
  });
}

const later = (now: Date) => new Date(now.getTime() + INVITATION_HOURS * 3600_000);
