import { MessageBody } from '../../src/api/contract';
import { EmailCodeConfirmRequest, EmailCodeSent } from '../../src/api/teamContract';
import { emailCodeSetup } from '../auth/emailCodes';
import { caller } from '../auth/guard';
import { teamText } from '../base/teamText';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';
import { recordActivity } from '../tables/activity';

/**
 * Two-step verification by e-mail switched on from the security page: a code mailed to the login's
 * address, typed back. Open before two-step is set up, as the way to set it up
 * (docs/decisions/0110-required-two-step-holds.md).
 */
export function emailCodeRoutes(app: Api, deps: Deps): void {
  const setup = emailCodeSetup(deps);
  const config = { ...allow('own.login'), allowBeforeTwoStep: true };

  const start = {
    config,
    schema: {
      operationId: 'postSecurityEmailCodes',
      tags: [TAG.security],
      summary: 'Mail a code to switch two-step verification by e-mail on',
      description:
        'Mails a 6-digit code to the login address (10 minutes, once; at most one per 30 seconds) and ' +
        'answers its challenge. Nothing changes until the code is typed back.',
      response: { 200: EmailCodeSent },
    },
  };
  app.post('/security/email-codes', start, async (request) => setup.start(caller(request)));

  const confirm = {
    config,
    schema: {
      operationId: 'postSecurityEmailCodesConfirm',
      tags: [TAG.security],
      summary: 'Switch two-step verification by e-mail on with the mailed code',
      description: 'The right code switches it on and ends the other logins of the user; this one goes on.',
      body: EmailCodeConfirmRequest,
      response: { 200: MessageBody },
    },
  };
  app.post('/security/email-codes/confirm', confirm, async (request) => {
    const me = caller(request);
    await setup.confirm(me, request.body.challenge, request.body.code);
    await recordActivity(deps.db, me, 'two-step', teamText.activity.emailCodesOn, deps.clock.now());
    return { message: teamText.twoStep.emailOn };
  });
}
