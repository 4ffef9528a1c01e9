import {
  PortingChangeResponse,
  PortingCreateRequest,
  PortingDateRequest,
  PortingForm,
  PortingFormQuery,
  PortingIdParams,
  PortingRequestView,
} from '../../src/api/portingContract';
import { isRunningPorting } from '../../src/api/portingStatuses';
import { caller } from '../auth/guard';
import { notFound } from '../base/httpError';
import { portingServerText as text } from '../base/portingText';
import { PORTING_FEE } from '../domain/catalogue';
import { wantedDateWindow } from '../domain/porting/portingDates';
import { dayAndTime, mailPortingEvents } from '../domain/porting/portingMails';
import {
  cancelRequest,
  createRequest,
  planRequest,
  portingView,
  type PortingChange,
} from '../domain/porting/portingRequests';
import { lockRequest, readRequest } from '../domain/porting/portingStore';
import { accountValues } from '../domain/porting/portingViews';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';

/** 'Nummer overzetten' (docs/api.md "Porting"): the form, a request, its status, its date and its cancel. */
export function portingRoutes(app: Api, deps: Deps): void {
  const { db, clock } = deps;
  const demo = deps.config.demoEndpoints;
  const simulation = { ...deps, demo };
  const viewOf = async (id: number, customerId: number) => {
    const row = await readRequest(db, id, customerId);
    if (!row) throw notFound();
    return portingView(db, row, clock.now(), demo);
  };
  /** After a change has committed: its mails, then the request as it is now. */
  const answer = async (
    change: PortingChange,
    message: string,
    customerId: number,
    log: Parameters<typeof mailPortingEvents>[2],
  ) => {
    await mailPortingEvents(simulation, change.events, log);
    return { message, request: await viewOf(change.row.id, customerId) };
  };

  const form = {
    config: allow('porting.change'),
    schema: {
      operationId: 'getPortingForm',
      tags: [TAG.porting],
      summary: 'What the porting form starts with',
      description:
        'The one-off fee, the first and last wanted date (3 working days ahead, Dutch holidays known; at most 90 ' +
        "days), and the form's values: the account's company and address, or those of an earlier request ('from').",
      querystring: PortingFormQuery,
      response: { 200: PortingForm },
    },
  };
  app.get('/porting-form', form, async (request): Promise<PortingForm> => {
    const me = caller(request);
    const window = wantedDateWindow(clock.now());
    const from = request.query.from ? Number(request.query.from) : null;
    if (from === null)
      return {
        fee: PORTING_FEE,
        earliestDate: window.earliest,
        latestDate: window.latest,
        values: await accountValues(db, me.customerId, window.earliest),
        from: null,
      };
    const earlier = await readRequest(db, from, me.customerId);
    if (!earlier || isRunningPorting(earlier.status)) throw notFound();
    const wanted =
      earlier.wanted_date >= window.earliest && earlier.wanted_date <= window.latest
        ? earlier.wanted_date
        : window.earliest;
    return {
      fee: PORTING_FEE,
      earliestDate: window.earliest,
      latestDate: window.latest,
      from,
      values: {
        firstNumber: earlier.first_number,
        lastNumber: earlier.number_count > 1 ? earlier.last_number : '',
        donor: earlier.donor,
        donorName: earlier.donor_name,
        donorCustomerNumber: earlier.donor_customer_number,
        company: earlier.company,
        street: earlier.street,
        houseNumber: earlier.house_number,
        houseNumberAdd: earlier.house_number_add,
        postcode: earlier.postcode,
        city: earlier.city,
        wantedDate: wanted,
      },
    };
  });

  const create = {
    config: allow('porting.change'),
    schema: {
      operationId: 'postPorting',
      tags: [TAG.porting],
      summary: 'Ask to port numbers in',
      description:
        'One number or a block of at most 100 (Dutch or E.164 forms), the current provider, the customer number ' +
        'there, company and address as known there, the wanted date, the authorisation and the signature. Every ' +
        'rule is checked; a number that is ours or in a running request is refused. Sends the porting request ' +
        '(COIN 101) and mails the requester.',
      body: PortingCreateRequest,
      response: { 201: PortingChangeResponse },
    },
  };
  app.post('/porting', create, async (request, reply) => {
    const me = caller(request);
    const change = await db.tx((q) => createRequest(q, me, request.body, clock.now(), demo));
    return reply.code(201).send(await answer(change, text.sent, me.customerId, request.log));
  });

  const read = {
    config: allow('porting'),
    schema: {
      operationId: 'getPorting',
      tags: [TAG.porting],
      summary: 'A porting request and its timeline',
      description:
        'Where the request stands, each step with its dates, the date window once approved, the fee and its ' +
        'invoice, and how often to read it again while it runs.',
      params: PortingIdParams,
      response: { 200: PortingRequestView },
    },
  };
  app.get('/porting/:id', read, async (request) => viewOf(request.params.id, caller(request).customerId));

  const date = {
    config: allow('porting.change'),
    schema: {
      operationId: 'postPortingDate',
      tags: [TAG.porting],
      summary: 'Choose or move the porting date',
      description:
        'Once the current provider approved: a date from its first possible date (not before tomorrow) up to the ' +
        'end of its 90 days. The number moves at 08:00 that day.',
      params: PortingIdParams,
      body: PortingDateRequest,
      response: { 200: PortingChangeResponse },
    },
  };
  app.post('/porting/:id/date', date, async (request) => {
    const me = caller(request);
    const now = clock.now();
    const change = await db.tx(async (q) => {
      const row = await lockRequest(q, request.params.id, me.customerId);
      if (!row) throw notFound();
      return planRequest(q, row, request.body.date, now, { kind: 'customer', actor: me });
    });
    return answer(change, text.planned(...dayAndTime(change.moment.toISOString())), me.customerId, request.log);
  });

  const cancel = {
    config: allow('porting.change'),
    schema: {
      operationId: 'postPortingCancel',
      tags: [TAG.porting],
      summary: 'Cancel a porting request',
      description: 'Until the number is ported: tells the current provider (COIN 111); the numbers are free again.',
      params: PortingIdParams,
      response: { 200: PortingChangeResponse },
    },
  };
  app.post('/porting/:id/cancel', cancel, async (request) => {
    const me = caller(request);
    const change = await db.tx(async (q) => {
      const row = await lockRequest(q, request.params.id, me.customerId);
      if (!row) throw notFound();
      return cancelRequest(q, row, clock.now(), { kind: 'customer', actor: me });
    });
    return answer(change, text.cancelled, me.customerId, request.log);
  });
}
