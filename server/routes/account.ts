import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  Account,
  AccountRemoveResponse,
  AccountSaveRequest,
  AccountSaveResponse,
  MessageBody,
  PasswordChangeRequest,
  type AccountSchedule,
} from '../../src/api/contract';
import * as validationTexts from '../../src/text/validation';
import { changedEmail } from '../../src/validation/accountRules';
import { storableAddress } from '../../src/validation/addressRules';
import { required } from '../../src/validation/rules';
import { addressHasLogin } from '../auth/addressInUse';
import { MAILED_LINK_SECONDS } from '../auth/downloadLinks';
import { confirmLink, endEmailChanges, requestEmailChange } from '../auth/emailChanges';
import { caller } from '../auth/guard';
import { newPasswordError } from '../auth/newPassword';
import { confirmCurrentPassword } from '../auth/reauth';
import { revokeAllOfUser } from '../auth/revokeUser';
import { firstOfNextMonth, localDate } from '../base/dates';
import { longDate } from '../base/format';
import { badRequest, notFound, tooMany } from '../base/httpError';
import { teamText } from '../base/teamText';
import { t } from '../base/text';
import type { Queryable } from '../db/db';
import { subscriptionStatus } from '../domain/views/subscription';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';
import { sendMail } from '../mail/mailer';
import { recordActivity } from '../tables/activity';
import { accountRow, saveAccount, type AccountRow } from '../tables/customers';
import { passwordHashOf, setPasswordHash } from '../tables/users';

async function loadAccount(
  q: Queryable,
  customerId: number,
  today: string,
): Promise<{ row: AccountRow; hasSubscription: boolean }> {
  const row = await accountRow(q, customerId);
  if (!row) throw notFound();
  return { row, hasSubscription: row.has_subscription_row && subscriptionStatus(row, today) !== 'lapsed' };
}

const schedule = (date: string | null): AccountSchedule | null => (date ? { scheduleTime: date } : null);

/**
 * Fields that POST /account may change, with the length of their column. The rules of requirements §5 are display
 * rules here ("saving does not block on these rules"): what breaks only them is stored as typed; what
 * would corrupt the data (not a string, longer than the column, control characters) is refused.
 */
const EDITABLE: Array<[keyof Account & string, number]> = [
  ['firstname', 64],
  ['company', 128],
  ['mobile', 32],
  ['address', 100],
  ['number', 16],
  ['numberadd', 16],
  ['zip', 16],
  ['city', 100],
  ['coc', 32],
  ['companyemail', 254],
  ['voicemailEmail', 254],
  ['ponumber', 128],
];
/** What the invoice details page also sets: POST /account keeps them when they are left out. */
const KEPT_WHEN_LEFT_OUT = ['companyemail', 'ponumber'] as const;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

function storableField(body: object, field: string, max: number): string {
  const label = t.account.labels[field] ?? field;
  const raw: unknown = (body as Record<string, unknown>)[field];
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value.length > max) throw badRequest(t.account.tooLong(label, max));
  if (CONTROL.test(value)) throw badRequest(t.account.controlCharacters(label));
  return value;
}

/**
 * The invoice and voicemail addresses are stored as typed (requirements §5), but never a list that a
 * mailer reads as several recipients or an address of look-alike letters (`storableAddress`). One
 * stored before this rule stays until it is changed.
 */
function refuseNewAddressLookAlikes(values: Record<string, string>, stored: AccountRow): void {
  const fields: Array<['companyemail' | 'voicemailEmail', string]> = [
    ['companyemail', stored.companyemail],
    ['voicemailEmail', stored.voicemail_email],
  ];
  for (const [field, before] of fields) {
    const value = values[field] ?? '';
    const problem = value === before ? undefined : storableAddress(value);
    if (problem) throw badRequest(`${t.account.labels[field] ?? field}: ${problem}`);
  }
}

/**
 * The mails of a requested address change: the new address gets the link that confirms it (24 hours,
 * once), or, when it has a login already, a notice to its owner instead; the old address is told either
 * way, in the same words, so neither the answer nor the account's own mailbox says whether the address
 * was free. Sent after the commit; a failed mail is logged (docs/api.md, "Mail").
 */
async function mailEmailChange(
  deps: Deps,
  request: FastifyRequest,
  oldEmail: string,
  newEmail: string,
  token: string | null,
): Promise<void> {
  const text = t.account;
  const toNew = token
    ? { to: newEmail, subject: text.confirmSubject, text: text.confirmBody(confirmLink(deps.publicUrl(), token)) }
    : { to: newEmail, subject: text.addressWantedSubject, text: text.addressWantedBody };
  await sendMail(deps.mailer, toNew, { afterChange: request });
  const toOld = { to: oldEmail, subject: text.changeRequestedSubject, text: text.changeRequestedBody(newEmail) };
  await sendMail(deps.mailer, toOld, { afterChange: request });
}

/** Personal data, e-mail change, deletion scheduling and password change. */
/** POST /account: every field may be left out (it is then saved empty, or unchanged for the e-mail). */
const AccountSaveBody = Type.Partial(AccountSaveRequest);

export function accountRoutes(app: Api, deps: Deps): void {
  const { db, clock } = deps;
  const today = () => localDate(clock.now());

  const read = {
    config: allow('account'),
    schema: {
      operationId: 'getAccount',
      tags: [TAG.account],
      summary: 'The personal and company data',
      description: 'Name, address, company and contact data, and whether a subscription or a deletion is on.',
      response: { 200: Account },
    },
  };
  app.get('/account', read, async (request): Promise<Account> => {
    const me = caller(request);
    const { row, hasSubscription } = await loadAccount(db, me.customerId, today());
    return {
      firstname: row.firstname,
      prefix: row.prefix,
      lastname: row.lastname,
      company: row.company,
      mobile: row.mobile,
      address: row.address,
      number: row.number,
      numberadd: row.numberadd,
      zip: row.zip,
      city: row.city,
      coc: row.coc,
      companyemail: row.companyemail,
      voicemailEmail: row.voicemail_email,
      email: me.email,
      iban: row.iban,
      ponumber: row.ponumber,
      hasSubscription,
      schedule: schedule(row.deletion_scheduled_for),
      // Known after a reload, while the mailed link lives (requirements §4: the notice replaces the button).
      exportRequested:
        row.export_requested_at !== null &&
        clock.now().getTime() - row.export_requested_at.getTime() < MAILED_LINK_SECONDS * 1000,
    };
  });

  const removal = {
    config: allow('account'),
    schema: {
      operationId: 'getAccountRemove',
      tags: [TAG.account],
      summary: 'The planned deletion of the account',
      description: 'The moment the account will be deleted, or null when no deletion is planned.',
      response: { 200: AccountRemoveResponse },
    },
  };
  app.get('/account/remove', removal, async (request): Promise<AccountRemoveResponse> => {
    const me = caller(request);
    const { row } = await loadAccount(db, me.customerId, today());
    return { schedule: schedule(row.deletion_scheduled_for) };
  });

  const save = {
    config: { ...allow('account.change'), fieldLabels: t.account.labels },
    schema: {
      operationId: 'postAccount',
      tags: [TAG.account],
      summary: 'Save the personal and company data',
      description:
        'Also asks to change the login address (with the current password: a link to the new address confirms it, ' +
        'POST /api/auth/confirm-email) or plans the deletion of the account.',
      body: AccountSaveBody,
      response: { 200: AccountSaveResponse },
    },
  };
  app.post('/account', save, async (request) => {
    const me = caller(request);
    const body = request.body;
    const values: Record<string, string> = {};
    for (const [field, max] of EDITABLE) values[field] = storableField(body, field, max);
    // The invoice details have a page of their own ('Factuurgegevens', routes/invoiceDetails.ts): left
    // out here, they stay as they are.
    const keep = KEPT_WHEN_LEFT_OUT.filter((field) => (body as Record<string, unknown>)[field] === undefined);
    const email = body.email === undefined ? me.email : body.email.trim();
    const emailChanged = email.toLowerCase() !== me.email.toLowerCase();
    if (emailChanged) {
      const error = changedEmail(email);
      if (error) throw badRequest(error);
      // A new login address takes the account over: only with the current password.
      await confirmCurrentPassword(deps, me, body.currentPassword);
      // Counted whether or not the address is free: an admin must not test addresses one after another.
      await deps.limits.emailChange(me.userId);
      await deps.limits.mail(me, me.email);
      await deps.limits.mail(me, email);
    }
    const scheduleDeletion = body.scheduleDeletion ?? false;
    const result = await db.tx(async (q) => {
      const { row, hasSubscription } = await loadAccount(q, me.customerId, today());
      for (const field of keep) values[field] = row[field];
      refuseNewAddressLookAlikes(values, row);
      let deletion = row.deletion_scheduled_for;
      if (scheduleDeletion && !deletion) {
        if (hasSubscription) throw badRequest(t.account.deletionNeedsNoSubscription);
        deletion = firstOfNextMonth(today());
      }
      // A new address waits for its owner's link; a taken one (a customer's login or the desk's) gets none,
      // but the answer and the notice to the old address are the same, so only the owner learns of it.
      let confirmToken: string | null = null;
      if (emailChanged) {
        const now = clock.now();
        if (await addressHasLogin(q, email, me.userId)) await endEmailChanges(q, me.userId, now);
        else confirmToken = await requestEmailChange(q, me.userId, email, now);
      }
      const field = (name: string) => values[name] ?? '';
      await saveAccount(q, me.customerId, {
        firstname: field('firstname'),
        company: field('company'),
        mobile: field('mobile'),
        address: field('address'),
        number: field('number'),
        numberadd: field('numberadd'),
        zip: field('zip'),
        city: field('city'),
        coc: field('coc'),
        companyemail: field('companyemail'),
        // The login's own address: a new one is no address until it is confirmed.
        voicemailEmail: field('voicemailEmail') || me.email,
        ponumber: field('ponumber'),
        deletionScheduledFor: deletion,
      });
      await recordActivity(q, me, 'account', teamText.activity.accountSaved, deps.clock.now());
      if (emailChanged)
        await recordActivity(q, me, 'login-details', teamText.activity.emailChangeAsked, deps.clock.now());
      return { deletion, scheduledNow: deletion !== row.deletion_scheduled_for, confirmToken };
    });
    if (emailChanged) await mailEmailChange(deps, request, me.email, email, result.confirmToken);
    let message = emailChanged ? t.account.emailConfirmationSent(email) : t.account.saved;
    if (result.scheduledNow && result.deletion) message = t.account.deletionScheduled(longDate(result.deletion));
    return { message, schedule: schedule(result.deletion) };
  });

  const password = {
    config: allow('own.login'),
    schema: {
      operationId: 'postAccountPassword',
      tags: [TAG.account],
      summary: 'Change the password',
      description: 'Needs the current password; ends the other logins, download links and reset links of the user.',
      body: Type.Partial(PasswordChangeRequest),
      response: { 200: MessageBody },
    },
  };
  app.post('/account/password', password, async (request) => {
    const me = caller(request);
    const body = request.body;
    const fields = ['currentPassword', 'newPassword', 'newPasswordConfirm'] as const;
    const [current, next, confirm] = fields.map((field) => {
      const value = body[field] ?? '';
      if (required(value)) throw badRequest(`${t.account.passwordLabels[field]}: ${validationTexts.required}`);
      return value;
    }) as [string, string, string];
    const weak = newPasswordError(next);
    if (weak) throw badRequest(`${t.account.passwordLabels.newPassword}: ${weak}`);
    if (next !== confirm) throw badRequest(validationTexts.passwordsDiffer);
    // The same counter as failed logins of this address, counted before the hash is checked.
    const key = `address:${me.email.toLowerCase()}`;
    const { addressFailures, windowSeconds } = deps.config.rateLimit;
    if (await deps.attempts.over(key, addressFailures, windowSeconds)) throw tooMany(t.auth.tooManyAttempts);
    const storedHash = await passwordHashOf(db, me.userId);
    if (storedHash === null || !(await deps.hasher.verify(storedHash, current)))
      throw badRequest(t.account.wrongPassword);
    await deps.attempts.reset(key);
    const passwordHash = await deps.hasher.hash(next);
    await db.tx(async (q) => {
      await setPasswordHash(q, me.userId, passwordHash);
      // Other logins, download links and reset links end; this login stays.
      await revokeAllOfUser(q, me.userId, deps.clock.now(), { except: me.sessionId });
      await recordActivity(q, me, 'login-details', teamText.activity.passwordChanged, deps.clock.now());
    });
    return { message: t.account.passwordChanged };
  });
}
