import { MessageBody } from '../../src/api/contract';
import { InvitationAcceptRequest, InvitationInfo, InvitationTokenRequest } from '../../src/api/teamContract';
import { teamText as appTeamText } from '../../src/text/team';
import { invitationEmail } from '../../src/validation/addressRules';
import { addressHasLogin } from '../auth/addressInUse';
import { newPasswordError } from '../auth/newPassword';
import { tokenHash } from '../auth/tokens';
import { badRequest } from '../base/httpError';
import { teamText } from '../base/teamText';
import type { Queryable } from '../db/db';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { PUBLIC, perIpLimit } from '../http/routeOptions';
import { recordActivity } from '../tables/activity';
import { invitationByHash, markInvitationAccepted, type OpenInvitation } from '../tables/invitations';
import { insertColleague } from '../tables/users';

/** The invitation of a link that still works (not used, withdrawn or past its 48 hours), or null. */
async function openInvitation(q: Queryable, token: string, now: Date, lock = false): Promise<OpenInvitation | null> {
  const row = await invitationByHash(q, tokenHash(token), now, lock);
  // An invitation made before the address rule, to an address it refuses, makes no login.
  if (!row || invitationEmail(row.email)) return null;
  return row;
}

/** The page behind an invitation's link: what it invites to, and accepting it with a name and password. */
export function invitationRoutes(app: Api, deps: Deps): void {
  const { db, clock, hasher } = deps;
  const config = { ...PUBLIC, rateLimit: perIpLimit(deps.config.rateLimit) };

  const info = {
    config,
    schema: {
      operationId: 'postInvitationInfo',
      tags: [TAG.team],
      summary: 'What an invitation link invites to',
      description:
        'The address, the company, the role, whether two-step verification is required and whether the ' +
        'address has a login already (then it cannot be accepted).',
      body: InvitationTokenRequest,
      response: { 200: InvitationInfo },
    },
  };
  app.post('/invitation/info', info, async (request) => {
    const invitation = await openInvitation(db, request.body.token, clock.now());
    if (!invitation) throw badRequest(teamText.invitation.invalid);
    return {
      email: invitation.email,
      company: invitation.company,
      role: invitation.role,
      twoStepRequired: invitation.two_step_required,
      // Only the link's holder learns it, before choosing a password (the inviter got the usual answer).
      addressTaken: await addressHasLogin(db, invitation.email),
    };
  });

  const accept = {
    config,
    schema: {
      operationId: 'postInvitationAccept',
      tags: [TAG.team],
      summary: 'Accept an invitation',
      description: 'Makes the login with a name and a password; the link works once.',
      body: InvitationAcceptRequest,
      response: { 200: MessageBody },
    },
  };
  app.post('/invitation/accept', accept, async (request) => {
    const { token, password } = request.body;
    const fullName = request.body.fullName.trim();
    if (!fullName) throw badRequest(teamText.invitation.nameMissing);
    const passwordError = newPasswordError(password);
    if (passwordError) throw badRequest(passwordError);
    const now = clock.now();
    if (!(await openInvitation(db, token, now))) throw badRequest(teamText.invitation.invalid);
    const passwordHash = await hasher.hash(password);
    await db.tx(async (q) => {
      const invitation = await openInvitation(q, token, now, true);
      if (!invitation) throw badRequest(teamText.invitation.invalid);
      // Told only to whoever holds the mailed link: the address's owner.
      if (await addressHasLogin(q, invitation.email)) throw badRequest(teamText.invitation.addressTaken);
      const customerId = invitation.customer_id;
      const { email, role } = invitation;
      const userId = await insertColleague(q, { customerId, email, passwordHash, fullName, role });
      await markInvitationAccepted(q, invitation.id, now);
      const actor = { customerId, userId: userId ?? 0, fullName, email };
      await recordActivity(q, actor, 'invitation', teamText.activity.accepted(appTeamText.roles[invitation.role]), now);
    });
    return { message: teamText.invitation.accepted };
  });
}
