import { MessageBody } from '../../src/api/contract';
import type { AuditAction } from '../../src/api/deskContract';
import {
  DeskOverview,
  DeskSettings,
  ReplyTemplateParams,
  ReplyTemplateRequest,
  ReplyTemplatesResponse,
} from '../../src/api/deskWorkflowContract';
import { placeholderRule } from '../../src/validation/replyTemplate';
import { staffCaller } from '../auth/staffGuard';
import { deskWorkflowText as text } from '../base/deskWorkflowText';
import { badRequest, notFound } from '../base/httpError';
import type { Queryable } from '../db/db';
import { audit } from '../domain/desk/audit';
import { fillDueTimes, overview, setFirstReplyHours } from '../domain/desk/responseTimes';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { STAFF, TEAMLEIDER } from '../http/routeOptions';
import { firstReplyHours, removeTemplate, replyTemplates, saveTemplate } from '../tables/deskSettings';

/**
 * Reply templates (every staff member reads them, a teamleider keeps them), the first-reply target
 * and the teamleider's weekly overview (docs/support.md). Every change is in the audit.
 */
export function deskTemplateRoutes(app: Api, deps: Deps): void {
  const { db, clock } = deps;

  const list = {
    config: STAFF,
    schema: {
      operationId: 'getDeskTemplates',
      tags: [TAG.desk],
      summary: "The reply templates ('Standaardantwoorden')",
      description: 'By title; the texts may hold {{klantnaam}}, {{klantnummer}} and {{medewerker}}, no other {{…}}.',
      response: { 200: ReplyTemplatesResponse },
    },
  };
  app.get('/desk/templates', list, async (): Promise<ReplyTemplatesResponse> => ({
    templates: await replyTemplates(db),
  }));

  const checked = (body: ReplyTemplateRequest) => {
    const title = body.title.trim();
    const templateBody = body.body.trim();
    if (!title) throw badRequest(text.templateTitleRequired);
    if (!templateBody) throw badRequest(text.templateBodyRequired);
    const placeholderProblem = placeholderRule(templateBody);
    if (placeholderProblem) throw badRequest(text.templateBodyField(placeholderProblem));
    return { title, body: templateBody };
  };

  /**
   * A change of the templates in one transaction, recorded in the audit; answers the list as it is
   * now. `change` answers false when the template named does not exist (404).
   */
  const changeTemplates = (
    staff: { staffId: number },
    action: AuditAction,
    detail: string,
    change: (q: Queryable, now: Date) => Promise<boolean>,
  ): Promise<ReplyTemplatesResponse> =>
    db.tx(async (q) => {
      const now = clock.now();
      if (!(await change(q, now))) throw notFound();
      await audit(q, staff, action, { detail }, now);
      return { templates: await replyTemplates(q) };
    });

  const create = {
    config: { ...TEAMLEIDER, multiLineFields: ['body'] },
    schema: {
      operationId: 'postDeskTemplates',
      tags: [TAG.desk],
      summary: 'Add a reply template (teamleider)',
      description:
        'Refused (400, naming the known ones) when the text holds a {{…}} other than {{klantnaam}}, {{klantnummer}} ' +
        'and {{medewerker}}. Recorded in the audit with its title.',
      body: ReplyTemplateRequest,
      response: { 201: ReplyTemplatesResponse },
    },
  };
  app.post('/desk/templates', create, async (request, answer) => {
    const staff = staffCaller(request);
    const template = checked(request.body);
    const templates = await changeTemplates(staff, 'template.save', template.title, (q, now) =>
      saveTemplate(q, null, template, now),
    );
    return answer.status(201).send(templates);
  });

  const change = {
    config: { ...TEAMLEIDER, multiLineFields: ['body'] },
    schema: {
      operationId: 'postDeskTemplatesChange',
      tags: [TAG.desk],
      summary: 'Change a reply template (teamleider)',
      description: 'The same check as when adding one. Recorded in the audit with its title.',
      params: ReplyTemplateParams,
      body: ReplyTemplateRequest,
      response: { 200: ReplyTemplatesResponse },
    },
  };
  app.post('/desk/templates/:id/change', change, async (request): Promise<ReplyTemplatesResponse> => {
    const staff = staffCaller(request);
    const template = checked(request.body);
    return changeTemplates(staff, 'template.save', template.title, (q, now) =>
      saveTemplate(q, request.params.id, template, now),
    );
  });

  const remove = {
    config: TEAMLEIDER,
    schema: {
      operationId: 'postDeskTemplatesRemove',
      tags: [TAG.desk],
      summary: 'Remove a reply template (teamleider)',
      description: 'Recorded in the audit.',
      params: ReplyTemplateParams,
      response: { 200: ReplyTemplatesResponse },
    },
  };
  app.post('/desk/templates/:id/remove', remove, async (request): Promise<ReplyTemplatesResponse> => {
    const { id } = request.params;
    return changeTemplates(staffCaller(request), 'template.remove', String(id), (q) => removeTemplate(q, id));
  });

  const settings = {
    config: STAFF,
    schema: {
      operationId: 'getDeskSettings',
      tags: [TAG.desk],
      summary: 'The first-reply target in working hours',
      description: 'Working hours: Monday to Friday 08:30-17:30 Amsterdam time, Dutch public holidays off.',
      response: { 200: DeskSettings },
    },
  };
  app.get('/desk/settings', settings, async (): Promise<DeskSettings> => ({
    firstReplyHours: await firstReplyHours(db),
  }));

  const changeSettings = {
    config: TEAMLEIDER,
    schema: {
      operationId: 'postDeskSettings',
      tags: [TAG.desk],
      summary: 'Set the first-reply target (teamleider)',
      description:
        'Working hours (Monday to Friday 08:30-17:30 Amsterdam time, Dutch public holidays off). Tickets still ' +
        'waiting for their first answer get a due time by the new target. Recorded in the audit.',
      body: DeskSettings,
      response: { 200: MessageBody },
    },
  };
  app.post('/desk/settings', changeSettings, async (request) => {
    const staff = staffCaller(request);
    const hours = request.body.firstReplyHours;
    await db.tx(async (q) => {
      await setFirstReplyHours(q, hours);
      await audit(q, staff, 'settings.change', { detail: text.targetAudit(hours) }, clock.now());
    });
    return { message: text.targetSaved };
  });

  const weekly = {
    config: TEAMLEIDER,
    schema: {
      operationId: 'getDeskOverview',
      tags: [TAG.desk],
      summary: "The teamleider's overview per week",
      description:
        'The last 8 weeks (Amsterdam, Monday first), newest first: new tickets, answered within the target, late ' +
        '(answered after it, or waiting past it), waiting with time left, the median working time to the first ' +
        'answer; and the tickets open now by status.',
      response: { 200: DeskOverview },
    },
  };
  app.get('/desk/overview', weekly, async (): Promise<DeskOverview> => {
    await fillDueTimes(db);
    return overview(db, clock.now());
  });
}
