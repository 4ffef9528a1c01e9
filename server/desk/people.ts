import { MessageBody } from '../../src/api/contract';
import {
  AuditResponse,
  DeskCustomerDetail,
  DeskCustomerParams,
  StaffCreateRequest,
  StaffCreateResponse,
  StaffListResponse,
  StaffParams,
} from '../../src/api/deskContract';
import { staffEmail } from '../../src/validation/addressRules';
import { createStaff, setupLink, unlockStaff } from '../auth/staffAccounts';
import { staffCaller } from '../auth/staffGuard';
import { deskText } from '../base/deskText';
import { badRequest, conflict, notFound } from '../base/httpError';
import { audit, auditEntries } from '../domain/desk/audit';
import { queueTickets } from '../domain/desk/deskQueue';
import { accountPeople, deskCustomer } from '../domain/desk/deskTickets';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { STAFF, TEAMLEIDER } from '../http/routeOptions';
import { disableStaff, endStaffSessionsOf, staffExists, staffList } from '../tables/staff';

/** The desk's customer page (audited), and for a teamleider the audit and the staff accounts. */
export function deskPeopleRoutes(app: Api, deps: Deps): void {
  const { db, clock } = deps;

  const customer = {
    config: STAFF,
    schema: {
      operationId: 'getDeskCustomer',
      tags: [TAG.desk],
      summary: 'A customer and their tickets',
      description:
        'Name, number, subscription and masked IBAN (never a password or token), the people of the account with ' +
        'their roles; recorded in the audit.',
      params: DeskCustomerParams,
      response: { 200: DeskCustomerDetail },
    },
  };
  app.get('/desk/customer/:customerNumber', customer, async (request): Promise<DeskCustomerDetail> => {
    const staff = staffCaller(request);
    return db.tx(async (q) => {
      const found = await deskCustomer(q, { customerNumber: request.params.customerNumber }, clock.now());
      if (!found) throw notFound();
      await audit(q, staff, 'customer.open', { customerId: found.id }, clock.now());
      const filter = { statusId: null, search: null, customerId: found.id, staffId: staff.staffId, now: clock.now() };
      return {
        customer: found,
        tickets: await queueTickets(q, filter),
        people: await accountPeople(q, found.id),
      };
    });
  });

  const log = {
    config: TEAMLEIDER,
    schema: {
      operationId: 'getDeskAudit',
      tags: [TAG.deskAdmin],
      summary: 'The audit: what staff opened and changed',
      description: 'Newest first: who, when, what (ticket, log, customer). The table is append-only.',
      response: { 200: AuditResponse },
    },
  };
  app.get('/desk/audit', log, async (): Promise<AuditResponse> => ({ entries: await auditEntries(db) }));

  const list = {
    config: TEAMLEIDER,
    schema: {
      operationId: 'getDeskStaff',
      tags: [TAG.deskAdmin],
      summary: 'The staff accounts',
      description:
        'Every staff account with its role, whether it is set up, whether it is active, and whether wrong codes ' +
        'locked it.',
      response: { 200: StaffListResponse },
    },
  };
  app.get('/desk/staff', list, async (): Promise<StaffListResponse> => {
    const rows = await staffList(db);
    return {
      staff: rows.map((row) => ({
        id: row.id,
        email: row.email,
        fullName: row.full_name,
        role: row.role,
        setUp: row.set_up,
        active: row.active,
        locked: row.locked,
      })),
    };
  });

  const add = {
    config: TEAMLEIDER,
    schema: {
      operationId: 'postDeskStaff',
      tags: [TAG.deskAdmin],
      summary: 'Add a staff account',
      description:
        'A new account without password; the answer holds its one-time set-up link (7 days) that sets the ' +
        'password and couples the authenticator app. The same as `npm run staff:add`.',
      body: StaffCreateRequest,
      response: { 201: StaffCreateResponse },
    },
  };
  app.post('/desk/staff', add, async (request, reply) => {
    const staff = staffCaller(request);
    const email = request.body.email.trim();
    const fullName = request.body.fullName.trim();
    const emailError = staffEmail(email);
    if (emailError) throw badRequest(deskText.staff.emailInvalid(emailError));
    if (!fullName) throw badRequest(deskText.staff.nameRequired);
    const created = await db.tx(async (q) => {
      const made = await createStaff(q, { email, fullName, role: request.body.role }, clock.now());
      if (made) await audit(q, staff, 'staff.add', { detail: `${email} (${request.body.role})` }, clock.now());
      return made;
    });
    if (!created) throw conflict(deskText.staff.emailTaken);
    const answer: StaffCreateResponse = {
      message: deskText.staff.created,
      setupLink: setupLink(deps.publicUrl(), created.token),
    };
    return reply.status(201).send(answer);
  });

  const disable = {
    config: TEAMLEIDER,
    schema: {
      operationId: 'postDeskStaffDisable',
      tags: [TAG.deskAdmin],
      summary: 'Disable a staff account',
      description: 'The account can no longer log in and its logins end at once; the audit keeps its entries.',
      params: StaffParams,
      response: { 200: MessageBody },
    },
  };
  app.post('/desk/staff/:id/disable', disable, async (request) => {
    const staff = staffCaller(request);
    const { id } = request.params;
    if (id === staff.staffId) throw badRequest(deskText.staff.notSelf);
    await db.tx(async (q) => {
      const email = await disableStaff(q, id, clock.now());
      if (email === null) throw notFound();
      await endStaffSessionsOf(q, id, clock.now());
      await audit(q, staff, 'staff.disable', { detail: email }, clock.now());
    });
    return { message: deskText.staff.disabled };
  });

  const unlock = {
    config: TEAMLEIDER,
    schema: {
      operationId: 'postDeskStaffUnlock',
      tags: [TAG.deskAdmin],
      summary: 'Unlock a staff account locked by wrong codes',
      description:
        'The account logs in again with its password and a code, and its row of wrong codes starts again; ' +
        'recorded in the audit. 400 when it is not locked.',
      params: StaffParams,
      response: { 200: MessageBody },
    },
  };
  app.post('/desk/staff/:id/unlock', unlock, async (request) => {
    const staff = staffCaller(request);
    const { id } = request.params;
    await db.tx(async (q) => {
      const email = await unlockStaff(q, id);
      if (email === null) {
        throw (await staffExists(q, id)) ? badRequest(deskText.staff.notLocked) : notFound();
      }
      await audit(q, staff, 'staff.unlock', { detail: email }, clock.now());
    });
    return { message: deskText.staff.unlocked };
  });
}
