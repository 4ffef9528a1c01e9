import { ExtraUserActivateRequest, MessageBody } from '../../src/api/contract';
import { activateExtraUser } from '../auth/extraUserActivation';
import { badRequest } from '../base/httpError';
import { t } from '../base/text';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { PUBLIC, perIpLimit } from '../http/routeOptions';

/**
 * POST /auth/activate-extra-user (beyond the spec): the link mailed to a new extra user's address,
 * opened by its owner, makes the login with the password the account's admin chose
 * (docs/decisions/0114-extra-user-login-after-its-address-confirms.md). Public, like the password
 * link: whoever holds the mailbox activates it.
 */
export function extraUserActivationRoutes(app: Api, deps: Deps): void {
  const activate = {
    config: { ...PUBLIC, rateLimit: perIpLimit(deps.config.rateLimit) },
    schema: {
      operationId: 'postAuthActivateExtraUser',
      tags: [TAG.auth],
      summary: "Activate a new extra user's login with the token of its link",
      description:
        'The link of POST /api/users/add-extra works once, for 7 days; the login is made then, with the password ' +
        'the admin chose. An address that has a login by then is refused (400) and keeps its own.',
      body: ExtraUserActivateRequest,
      response: { 200: MessageBody },
    },
  };
  app.post('/auth/activate-extra-user', activate, async (request) => {
    const result = await deps.db.tx((q) => activateExtraUser(q, request.body.token, deps.clock.now()));
    if (result.outcome === 'invalid') throw badRequest(t.bundles.activationInvalid);
    if (result.outcome === 'taken') throw badRequest(t.bundles.activationTaken);
    return { message: t.bundles.activated(result.email) };
  });
}
