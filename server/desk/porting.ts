import { DeskCustomerParams } from '../../src/api/deskContract';
import {
  DeskPortingChangeResponse,
  DeskPortingDateRequest,
  DeskPortingParams,
  DeskPortingResendRequest,
  DeskPortingResponse,
} from '../../src/api/deskPortingContract';
import { staffCaller } from '../auth/staffGuard';
import { notFound } from '../base/httpError';
import { portingServerText as text } from '../base/portingText';
import type { Queryable } from '../db/db';
import { audit } from '../domain/desk/audit';
import { checkParty } from '../domain/porting/portingInput';
import { dayAndTime, mailPortingEvents } from '../domain/porting/portingMails';
import { cancelRequest, planRequest, resendRequest, type PortingChange } from '../domain/porting/portingRequests';
import { lockRequest, numbersText, type PortingRow } from '../domain/porting/portingStore';
import { customerByNumber, deskRequests } from '../domain/porting/portingViews';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { STAFF } from '../http/routeOptions';

/**
 * A customer's porting requests in the desk, for every staff member: read them with their messages,
 * correct and resend one, cancel one, plan a date with the customer. Each is audited; the customer is
 * mailed every step, as for their own changes.
 */
export function deskPortingRoutes(app: Api, deps: Deps): void {
  const { db, clock } = deps;
  const demo = deps.config.demoEndpoints;
  const simulation = { ...deps, demo };

  const list = {
    config: STAFF,
    schema: {
      operationId: 'getDeskCustomerPorting',
      tags: [TAG.desk],
      summary: "A customer's porting requests",
      description: 'Newest first, each with its timeline and its COIN messages; recorded in the audit.',
      params: DeskCustomerParams,
      response: { 200: DeskPortingResponse },
    },
  };
  app.get('/desk/customer/:customerNumber/porting', list, async (request): Promise<DeskPortingResponse> => {
    const staff = staffCaller(request);
    const now = clock.now();
    return db.tx(async (q) => {
      const customer = await customerByNumber(q, request.params.customerNumber);
      if (!customer) throw notFound();
      await audit(q, staff, 'porting.open', { customerId: customer.id }, now);
      return {
        customerNumber: customer.poc,
        customerName: customer.name,
        requests: await deskRequests(q, customer.id, now, demo),
      };
    });
  });

  /** Runs a change of the desk on the locked request, audited; mails its steps once committed. */
  const change = async (
    id: number,
    staffId: number,
    action: 'porting.resend' | 'porting.cancel' | 'porting.plan',
    make: (q: Queryable, row: PortingRow) => Promise<PortingChange>,
    log: Parameters<typeof mailPortingEvents>[2],
  ): Promise<PortingChange> => {
    const now = clock.now();
    const made = await db.tx(async (q) => {
      const row = await lockRequest(q, id);
      if (!row) throw notFound();
      const result = await make(q, row);
      await audit(
        q,
        { staffId },
        action,
        { customerId: row.customer_id, detail: `P${row.id} ${numbersText(row)}` },
        now,
      );
      return result;
    });
    await mailPortingEvents(simulation, made.events, log);
    return made;
  };

  const resend = {
    config: STAFF,
    schema: {
      operationId: 'postDeskPortingResend',
      tags: [TAG.desk],
      summary: 'Correct a porting request and send it again',
      description:
        "With the customer's data as the current provider knows it, corrected: a refused or expired request is sent " +
        "as a new request (same numbers and signature); one that COIN's error (117) holds gets a new 101. Audited.",
      params: DeskPortingParams,
      body: DeskPortingResendRequest,
      response: { 200: DeskPortingChangeResponse },
    },
  };
  app.post('/desk/porting/:portingId/resend', resend, async (request) => {
    const staff = staffCaller(request);
    const party = checkParty(request.body);
    const made = await change(
      request.params.portingId,
      staff.staffId,
      'porting.resend',
      (q, row) => resendRequest(q, row, party, clock.now(), demo),
      request.log,
    );
    const fresh = made.row.id !== request.params.portingId;
    return { message: fresh ? text.resentAsNew(made.row.id) : text.resent, id: made.row.id };
  });

  const cancel = {
    config: STAFF,
    schema: {
      operationId: 'postDeskPortingCancel',
      tags: [TAG.desk],
      summary: 'Cancel a porting request for the customer',
      description: 'Until the number is ported: a 111 to the current provider; the customer is mailed. Audited.',
      params: DeskPortingParams,
      response: { 200: DeskPortingChangeResponse },
    },
  };
  app.post('/desk/porting/:portingId/cancel', cancel, async (request) => {
    const staff = staffCaller(request);
    const made = await change(
      request.params.portingId,
      staff.staffId,
      'porting.cancel',
      (q, row) => cancelRequest(q, row, clock.now(), { kind: 'desk' }),
      request.log,
    );
    return { message: text.cancelled, id: made.row.id };
  });

  const date = {
    config: STAFF,
    schema: {
      operationId: 'postDeskPortingDate',
      tags: [TAG.desk],
      summary: 'Plan the porting date with the customer',
      description: "Within the current provider's window, as the customer would; the customer is mailed. Audited.",
      params: DeskPortingParams,
      body: DeskPortingDateRequest,
      response: { 200: DeskPortingChangeResponse },
    },
  };
  app.post('/desk/porting/:portingId/date', date, async (request) => {
    const staff = staffCaller(request);
    let moment = '';
    const made = await change(
      request.params.portingId,
      staff.staffId,
      'porting.plan',
      async (q, row) => {
        const planned = await planRequest(q, row, request.body.date, clock.now(), { kind: 'desk' });
        moment = planned.moment.toISOString();
        return planned;
      },
      request.log,
    );
    return { message: text.planned(...dayAndTime(moment)), id: made.row.id };
  });
}
