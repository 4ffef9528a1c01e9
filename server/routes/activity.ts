import { ActivityQuery, ActivityResponse, type ActivityEntry } from '../../src/api/teamContract';
import { formatShortDate, formatTime } from '../../src/text/format';
import { teamText as appTeamText } from '../../src/text/team';
import { caller } from '../auth/guard';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';
import { activityPeople, readActivity } from '../tables/activity';

/** The list shows the newest entries; the CSV holds all 13 months. */
const LIST_LIMIT = 500;
const CSV_LIMIT = 100_000;

/** A CSV field: quoted, quotes doubled, and a leading formula character defused for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Date and time on Amsterdam's clock, as the page and the call CSV show them; plain spaces for spreadsheets. */
function toCsv(entries: ActivityEntry[]): string {
  const head = appTeamText.activity.csvHead.map(csvField).join(';');
  const lines = entries.map((e) =>
    [
      formatShortDate(e.at),
      formatTime(e.at),
      e.personName,
      e.personEmail,
      appTeamText.activity.kinds[e.kind],
      e.detail.replace(/\u00a0/g, ' '),
    ]
      .map(csvField)
      .join(';'),
  );
  return `\uFEFF${[head, ...lines].join('\r\n')}\r\n`;
}

/** 'Activiteit': who of the account did what and when, filtered by person and kind, and as CSV. */
export function activityRoutes(app: Api, deps: Deps): void {
  const filter = (query: ActivityQuery) => ({
    ...(query.person ? { person: Number(query.person) } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
  });

  const list = {
    config: allow('activity'),
    schema: {
      operationId: 'getActivity',
      tags: [TAG.activity],
      summary: "The account's activity",
      description: 'Newest first (at most 500), optionally of one person and one kind; kept 13 months.',
      querystring: ActivityQuery,
      response: { 200: ActivityResponse },
    },
  };
  app.get('/activity', list, async (request) => {
    const me = caller(request);
    return {
      entries: await readActivity(deps.db, me.customerId, filter(request.query), LIST_LIMIT),
      people: await activityPeople(deps.db, me.customerId),
    };
  });

  const csv = {
    config: allow('activity'),
    schema: {
      operationId: 'getActivityCsv',
      tags: [TAG.activity],
      summary: "The account's activity as CSV",
      description:
        'The same filters; semicolon-separated, UTF-8 with a byte order mark (for spreadsheets), date and ' +
        "time on Amsterdam's clock, the person by name and address.",
      querystring: ActivityQuery,
      response: { 200: { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } } },
    },
  };
  app.get('/activity/csv', csv, async (request, reply) => {
    const me = caller(request);
    // An export of the account like the call CSV: one at a time, so many an hour.
    const entries = await deps.downloads.run(me.customerId, () =>
      readActivity(deps.db, me.customerId, filter(request.query), CSV_LIMIT),
    );
    return reply
      .header('Content-Disposition', 'attachment; filename="activiteit.csv"')
      .type('text/csv; charset=utf-8')
      .send(toCsv(entries));
  });
}
