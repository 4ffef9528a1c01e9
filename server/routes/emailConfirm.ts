import { EmailConfirmRequest, MessageBody } from '../../src/api/contract';
import { confirmEmailChange } from '../auth/emailChanges';
import { badRequest } from '../base/httpError';
import { teamText } from '../base/teamText';
import { t } from '../base/text';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { PUBLIC, perIpLimit } from '../http/routeOptions';
import { sendMail } from '../mail/mailer';
import { recordActivity } from '../tables/activity';

/**
 * POST /auth/confirm-email (beyond the spec): the link mailed to a new login address, opened by its
 * owner, makes it the login's address. Public, like the password link: whoever holds the mailbox may
 * confirm it, logged in or not. Its old address is told once more that the change happened.
 */
export function emailConfirmRoutes(app: Api, deps: Deps): void {
  const confirm = {
    config: { ...PUBLIC, rateLimit: perIpLimit(deps.config.rateLimit) },
    schema: {
      operationId: 'postAuthConfirmEmail',
      tags: [TAG.auth],
      summary: 'Confirm a new login address with the token of its link',
      description:
        'The link of an address change (POST /api/account with another email) works once, for 24 hours; ' +
        'the login and its mail keep the old address until then. The old address gets a notice.',
      body: EmailConfirmRequest,
      response: { 200: MessageBody },
    },
  };
  app.post('/auth/confirm-email', confirm, async (request) => {
    const result = await deps.db.tx(async (q) => {
      const now = deps.clock.now();
      const outcome = await confirmEmailChange(q, request.body.token, now);
      if (outcome.outcome === 'changed') {
        const actor = { ...outcome, email: outcome.newEmail };
        await recordActivity(q, actor, 'login-details', teamText.activity.emailChanged(outcome.oldEmail), now);
      }
      return outcome;
    });
    if (result.outcome === 'invalid') throw badRequest(t.account.confirmInvalid);
    if (result.outcome === 'taken') throw badRequest(t.account.confirmTaken);
    const notice = {
      to: result.oldEmail,
      subject: t.account.emailChangedSubject,
      text: t.account.emailChangedBody(result.newEmail),
    };
    await sendMail(deps.mailer, notice, { afterChange: request });
    return { message: t.account.confirmDone(result.newEmail) };
  });
}
