/**
 * @jest-environment node
 */
import { describeBoundaries, importing, type AllowedCase, type RefusedCase } from '../../support/eslintFixtures';

/** A fixture importing `values` and, type-only, `types`: the layer map counts both. */
const imports = (values: Record<string, string>, types: Record<string, string> = {}) =>
  (Object.keys(values).length > 0 ? importing(values) : '') +
  (Object.keys(types).length > 0 ? importing(types, true) : '');

const refused: RefusedCase[] = [
  {
    zone: 'base/',
    file: 'server/base/fixture.ts',
    code: imports({ openStore: '../db/store' }, { Deps: '../http/deps' }),
    refused: [
      'server/base/ is the bottom layer of the server: it imports nothing else of server/.',
      'server/base/ is the bottom layer of the server: it imports nothing else of server/.',
    ],
  },
  {
    zone: 'db/',
    file: 'server/db/fixture.ts',
    code: imports({ seedIfEmpty: '../seed/demoStore', sendMail: '../mail/mailer' }, { Deps: '../http/deps' }),
    refused: [
      'server/db/ imports of the server only base/.',
      'server/db/ imports of the server only base/.',
      'server/db/ imports of the server only base/.',
    ],
  },
  {
    zone: 'tables/',
    file: 'server/tables/fixture.ts',
    code: imports(
      { sendMail: '../mail/mailer', ticketStatuses: '../domain/catalogue' },
      { AuthContext: '../auth/context', Deps: '../http/deps' },
    ),
    refused: Array<string>(4).fill("server/tables/ (the tables' owners) imports of the server only db/ and base/"),
  },
  {
    zone: 'mail/',
    file: 'server/mail/fixture.ts',
    code: imports({ recordCall: '../domain/callRecording' }, { AuthContext: '../auth/context' }),
    refused: [
      'server/mail/ imports of the server only tables/, db/ and base/.',
      'server/mail/ imports of the server only tables/, db/ and base/.',
    ],
  },
  {
    zone: 'domain/',
    file: 'server/domain/fixture.ts',
    code: imports(
      { makeDownloadLink: '../auth/downloadLinks', handleError: '../http/errors', invoiceRoutes: '../routes/invoices' },
      { Deps: '../http/deps', AuthContext: '../auth/context' },
    ),
    refused: Array<string>(5).fill(
      'server/domain/ (the rules) imports of the server only mail/, tables/, db/ and base/',
    ),
  },
  {
    zone: 'domain/desk/',
    file: 'server/domain/desk/fixture.ts',
    code: imports({ staffAccounts: '../../auth/staffAccounts' }, { StaffContext: '../../auth/staffSessions' }),
    refused: Array<string>(2).fill(
      'server/domain/ (the rules) imports of the server only mail/, tables/, db/ and base/',
    ),
  },
  {
    zone: 'auth/',
    file: 'server/auth/fixture.ts',
    code: imports(
      { personalDataJson: '../domain/accountExport', handleError: '../http/errors' },
      { Deps: '../http/deps' },
    ),
    refused: Array<string>(3).fill('server/auth/ imports of the server only mail/, tables/, db/ and base/'),
  },
  {
    zone: 'http/',
    file: 'server/http/fixture.ts',
    code: imports({ apiRoutes: '../routes', deskRoutes: '../desk', buildServer: '../app' }),
    refused: Array<string>(3).fill('server/http/ imports of the server only auth/, domain/, mail/, tables/, db/'),
  },
  {
    zone: 'routes/',
    file: 'server/routes/fixture.ts',
    code: imports(
      { deskRoutes: '../desk', resetDemoData: '../seed/demoStore', openApiDocument: '../scripts/openapi' },
      { BuildOptions: '../app' },
    ),
    refused: Array<string>(4).fill('server/routes/ imports of the server only http/, auth/, domain/, mail/, tables/'),
  },
  {
    zone: 'routes/ (a route file)',
    file: 'server/routes/fixture.ts',
    code: imports({ usageRoutes: './usage', apiRoutes: '.', devCallRoutes: './devCalls' }, { ResetDemoData: './dev' }),
    refused: Array<string>(4).fill('A file of server/routes/ imports no other file of server/routes/'),
  },
  {
    zone: 'routes/dev.ts',
    file: 'server/routes/dev.ts',
    code: imports({ usageRoutes: './usage', apiRoutes: './index' }),
    refused: Array<string>(2).fill('server/routes/dev.ts imports of server/routes/ only the demo-only routes'),
  },
  {
    zone: 'desk/',
    file: 'server/desk/fixture.ts',
    code: imports({ apiRoutes: '../routes', devRoutes: '../routes/dev', seedIfEmpty: '../seed/demoStore' }),
    refused: Array<string>(3).fill('server/desk/ imports of the server only http/, auth/, domain/, mail/, tables/'),
  },
  {
    zone: 'app.ts',
    file: 'server/app.ts',
    code: imports({ resetDemoData: './seed/demoStore', runPrimary: './workers' }),
    refused: Array<string>(2).fill('server/app.ts assembles the handlers and what lies below them'),
  },
  {
    zone: 'seed/',
    file: 'server/seed/fixture.ts',
    code: imports({ buildServer: '../app', apiRoutes: '../routes', handleError: '../http/errors' }),
    refused: Array<string>(3).fill(
      'server/seed/ imports of the server only domain/, auth/, mail/, tables/, db/ and base/.',
    ),
  },
  {
    zone: 'scripts/',
    file: 'server/scripts/fixture.ts',
    code: "import '../main';\nimport '../workers';\nexport {};\n",
    refused: Array<string>(2).fill('server/scripts/ never import an entry (main.ts, workers.ts)'),
  },
  {
    zone: 'main.ts',
    file: 'server/main.ts',
    code: "import './scripts/openapi';\nexport {};\n",
    refused: ['The entry imports no script of server/scripts/.'],
  },
  {
    zone: 'workers.ts',
    file: 'server/workers.ts',
    code: "import './main';\nimport './scripts/db-reset';\nexport {};\n",
    refused: [
      'main.ts starts workers.ts; workers.ts never imports main.ts.',
      'The entry imports no script of server/scripts/.',
    ],
  },
  {
    zone: 'server/ and the rest of the repository',
    file: 'server/fixture.ts',
    code: importing({ logout: '../src/session/public', memoryStorage: '../__tests__/support/memoryStorage' }),
    refused: [
      'The server shares only src/api, src/validation and src/text.',
      'The server imports no scripts, tests or build configuration.',
    ],
  },
];

const allowed: AllowedCase[] = [
  {
    zone: 'base/',
    file: 'server/base/fixture.ts',
    code: imports({ t: './text', formatEuro: '../../src/text/format', limits: '../../src/validation/limits' }),
  },
  {
    zone: 'db/',
    file: 'server/db/fixture.ts',
    code: imports({ DatabaseUnavailableError: './unavailable' }, { StoreConfig: '../base/config' }),
  },
  {
    zone: 'tables/',
    file: 'server/tables/fixture.ts',
    code: imports({ lockCustomer: './customers', localDate: '../base/dates' }, { Queryable: '../db/db' }),
  },
  {
    zone: 'mail/',
    file: 'server/mail/fixture.ts',
    code: imports({ HttpError: '../base/httpError' }, { Db: '../db/db' }),
  },
  {
    zone: 'domain/',
    file: 'server/domain/desk/fixture.ts',
    code: imports(
      {
        sendMail: '../../mail/mailer',
        maskIban: '../pdf',
        localDate: '../../base/dates',
        insertNote: '../../tables/ticketNotes',
      },
      { Queryable: '../../db/db' },
    ),
  },
  {
    zone: 'auth/',
    file: 'server/auth/fixture.ts',
    code: imports({ sendMail: '../mail/mailer', tooMany: '../base/httpError' }, { Db: '../db/db' }),
  },
  {
    zone: 'http/',
    file: 'server/http/fixture.ts',
    code: imports(
      { outboxMailer: '../mail/mailer' },
      { AuthContext: '../auth/context', HousekeepingResult: '../domain/housekeeping', Db: '../db/db' },
    ),
  },
  {
    zone: 'routes/',
    file: 'server/routes/fixture.ts',
    code: imports(
      {
        caller: '../auth/guard',
        insertTicket: '../tables/tickets',
        TAG: '../http/openapi',
        personalDataJson: '../domain/accountExport',
        t: '../base/text',
      },
      { Api: '../http/deps', Db: '../db/db', Mailer: '../mail/mailer' },
    ),
  },
  {
    zone: 'routes/dev.ts',
    file: 'server/routes/dev.ts',
    code: imports({ devCallRoutes: './devCalls', devInvoiceRunRoutes: './devInvoiceRun' }),
  },
  {
    zone: 'routes/index.ts',
    file: 'server/routes/index.ts',
    code: imports({ usageRoutes: './usage', overviewRoutes: './overview' }),
  },
  {
    zone: 'desk/',
    file: 'server/desk/fixture.ts',
    code: imports({ staffCaller: '../auth/staffGuard', audit: '../domain/desk/audit', deskText: '../base/deskText' }),
  },
  {
    zone: 'app.ts',
    file: 'server/app.ts',
    code: imports({
      apiRoutes: './routes',
      deskRoutes: './desk',
      devRoutes: './routes/dev',
      handleError: './http/errors',
      authGuard: './auth/guard',
      runHousekeeping: './domain/housekeeping',
    }),
  },
  {
    zone: 'seed/',
    file: 'server/seed/fixture.ts',
    code: imports(
      { rateCalls: '../domain/callCharges', startupLock: '../db/migrate' },
      { PasswordHasher: '../auth/passwords' },
    ),
  },
  {
    zone: 'scripts/',
    file: 'server/scripts/fixture.ts',
    code: imports({
      buildServer: '../app',
      resetDemoData: '../seed/demoStore',
      staffAccounts: '../auth/staffAccounts',
    }),
  },
  {
    zone: 'main.ts',
    file: 'server/main.ts',
    code: imports({ buildServer: './app', seedIfEmpty: './seed/demoStore', runPrimary: './workers' }),
  },
];

describeBoundaries(
  "the server's import boundaries (eslint.config.mjs, docs/architecture.md)",
  refused,
  allowed,
  (errorsOf) => {
    it('refuses a type-only import as it refuses any other', () => {
      expect(errorsOf('mail/')[1]).toBe(
        'Unexpected path "../auth/context" imported in restricted zone. ' +
          'server/mail/ imports of the server only tables/, db/ and base/. See the layer map in docs/architecture.md.',
      );
    });
  },
);
