import { MessageBody, Settings, SettingsRequestBody } from '../../src/api/contract';
import { EmailCodeSent } from '../../src/api/teamContract';
import { emailCodeSetup } from '../auth/emailCodes';
import { caller } from '../auth/guard';
import { checkPermission } from '../auth/permission';
import { confirmCurrentPassword } from '../auth/reauth';
import { badRequest, notFound } from '../base/httpError';
import { teamText } from '../base/teamText';
import { t } from '../base/text';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';
import { recordActivity } from '../tables/activity';
import { setNumberSwitchIndividual } from '../tables/customers';
import { numberSwitchOf } from '../tables/numbers';
import { emailCodesOn, setOutgoingNumber, setOutgoingNumberOfAll, settingsOf, setUserToggle } from '../tables/users';

const TOGGLES = {
  'two-step-verification': { column: 'two_step', table: 'users' },
  newsletter: { column: 'newsletter', table: 'users' },
  'individual-number-switch': { column: 'number_switch_individual', table: 'customers' },
} as const;

/** What a toggle adds to the account's activity log; the newsletter is the user's own business. */
function toggleActivity(action: keyof typeof TOGGLES, on: boolean) {
  if (action === 'two-step-verification') return { kind: 'two-step', text: teamText.activity.emailCodesOff } as const;
  if (action === 'individual-number-switch')
    return { kind: 'outgoing-number', text: teamText.activity.individualSwitch(on) } as const;
  return null;
}

/**
 * GET /settings and POST /settings. Two-step verification and the newsletter are per user; the
 * individual number switch is the account's (admin only). Switching the outgoing number applies to
 * every user of the account, or only to the caller when the individual number switch is on.
 */
export function settingsRoutes(app: Api, deps: Deps): void {
  const { db } = deps;
  const emailCodes = emailCodeSetup(deps);

  const read = {
    config: allow('own.settings'),
    schema: {
      operationId: 'getSettings',
      tags: [TAG.settings],
      summary: 'The settings of the caller',
      description:
        'Two-step verification and the newsletter (per user), and the individual number switch (the account).',
      response: { 200: Settings },
    },
  };
  app.get('/settings', read, async (request): Promise<Settings> => {
    const me = caller(request);
    const row = await settingsOf(db, me.userId);
    return {
      numberSwitchIndividual: row?.individual ? 1 : 0,
      twoStepVerification: row?.two_step ? 1 : 0,
      newsletter: row?.newsletter ? 1 : 0,
    };
  });

  const save = {
    config: allow('own.settings.change'),
    schema: {
      operationId: 'postSettings',
      tags: [TAG.settings],
      summary: 'Change one setting, or switch the outgoing number',
      description:
        'One action: switch the outgoing number, or turn a setting on or off. Two-step verification off ' +
        'needs the password; on needs a code mailed to the login address: without `challenge` and `code` ' +
        'the answer is 202 with the challenge of the code just mailed, and nothing changes yet.',
      body: SettingsRequestBody,
      response: { 200: MessageBody, 202: EmailCodeSent },
    },
  };
  app.post('/settings', save, async (request, reply) => {
    const me = caller(request);
    const { action } = request.body;
    if (action === 'switch-default-number') {
      const numberId = request.body.phoneNumberID;
      if (numberId === undefined) throw badRequest(t.http.missingField('phoneNumberID'));
      await db.tx(async (q) => {
        const row = await numberSwitchOf(q, me.customerId, numberId);
        if (!row) throw notFound();
        if (row.individual) await setOutgoingNumber(q, me.userId, numberId);
        else await setOutgoingNumberOfAll(q, me.customerId, numberId);
        await recordActivity(q, me, 'outgoing-number', teamText.activity.outgoingNumber, deps.clock.now());
      });
      return { message: t.settings.numberSwitched };
    }
    const value = request.body.toggle;
    if (value === undefined) throw badRequest(t.http.missingField('toggle'));
    const target = TOGGLES[action];
    if (action === 'two-step-verification' && Number(value) === 1) {
      if (await emailCodesOn(db, me.userId)) return { message: t.settings.saved };
      // On only with a code mailed to the address and typed back (docs/decisions/0110-required-two-step-holds.md).
      const { challenge, code } = request.body;
      if (!challenge || !code) return reply.status(202).send(await emailCodes.start(me));
      await emailCodes.confirm(me, challenge, code);
      await recordActivity(db, me, 'two-step', teamText.activity.emailCodesOn, deps.clock.now());
      return { message: teamText.twoStep.emailOn };
    }
    // Two-step verification off weakens the login: only with the current password.
    if (action === 'two-step-verification') await confirmCurrentPassword(deps, me, request.body.currentPassword);
    if (target.table === 'customers') {
      // An account-wide setting: the account's data, whose changes the matrix gives the Beheerder.
      checkPermission(me, 'account.change');
      await setNumberSwitchIndividual(db, me.customerId, value);
    } else {
      await setUserToggle(db, me.userId, target.column, value);
    }
    const detail = toggleActivity(action, Number(value) === 1);
    if (detail) await recordActivity(db, me, detail.kind, detail.text, deps.clock.now());
    return { message: t.settings.saved };
  });
}
