/**
 * @jest-environment node
 */
import {
  boundaryErrors,
  importing,
  lint,
  type AllowedCase,
  type LintMessage,
  type RefusedCase,
} from '../../support/eslintFixtures';

const refused: RefusedCase[] = [
  {
    zone: 'text/',
    file: 'src/text/fixture.ts',
    code: importing({ apiTimeoutMs: '../validation/limits' }),
    refused: ['text/ is the bottom layer: it imports nothing else of src/.'],
  },
  {
    zone: 'validation/',
    file: 'src/validation/fixture.ts',
    code: importing({ errorMessage: '../api/errors' }),
    refused: ['validation/ imports only text/.'],
  },
  {
    zone: 'api/',
    file: 'src/api/fixture.ts',
    code: importing({ numbersApi: '../features/numbers/public', showMessage: '../ui/dialogs' }),
    refused: [
      'api/ imports only validation/, text/ and config.ts.',
      'api/ imports only validation/, text/ and config.ts.',
    ],
  },
  {
    zone: 'config.ts',
    file: 'src/config.ts',
    code: importing({ baseApi: './api/baseApi' }),
    refused: ["config.ts imports only the contract's types (api/contract.ts)."],
  },
  {
    zone: 'state/',
    file: 'src/state/Fixture.ts',
    code: importing({ logout: '../session/public', makeStore: '../app/store', href: '../routing/href' }),
    refused: [
      "state/ (typed hooks, the store's types) is imported by every layer: it imports only the base.",
      "state/ (typed hooks, the store's types) is imported by every layer: it imports only the base.",
      "state/ (typed hooks, the store's types) is imported by every layer: it imports only the base.",
    ],
  },
  {
    zone: 'routing/',
    file: 'src/routing/Fixture.ts',
    code: importing({ logout: '../session/public', useAppSelector: '../state/hooks' }),
    refused: [
      'routing/ (route table, href, route chain) is imported by every layer above ui/',
      'routing/ (route table, href, route chain) is imported by every layer above ui/',
    ],
  },
  {
    zone: 'ui/',
    file: 'src/ui/Fixture.ts',
    code: importing({
      sessionSlice: '../session/sessionSlice',
      AppShell: '../frame/AppShell',
      makeStore: '../app/store',
      href: '../routing/href',
    }),
    refused: [
      'ui/ (shared UI) imports only',
      'ui/ (shared UI) imports only',
      'ui/ (shared UI) imports only',
      'ui/ (shared UI) imports only',
    ],
  },
  {
    zone: 'session/',
    file: 'src/session/Fixture.ts',
    code: importing({
      DialogHost: '../frame/DialogHost',
      numbersApi: '../features/numbers/public',
      renderLogin: '../prerender/renderLogin',
      routes: '../app/routes',
    }),
    refused: [
      'session/ imports only ui/',
      'session/ imports only ui/',
      'session/ imports only ui/',
      'Nothing of the app imports prerender/',
      'session/ imports only ui/',
    ],
  },
  {
    zone: 'frame/',
    file: 'src/frame/Fixture.ts',
    code: importing({ dashboardApi: '../features/dashboard/public', routes: '../app/routes' }),
    refused: ['frame/ imports only session/', 'frame/ imports only session/'],
  },
  {
    zone: 'features/',
    file: 'src/features/numbers/Fixture.ts',
    code: importing({
      AppShell: '../../frame/AppShell',
      sessionSlice: '../../session/sessionSlice',
      makeStore: '../../app/store',
    }),
    refused: ['A feature imports ui/', 'A feature imports ui/', 'A feature imports ui/'],
  },
  {
    zone: 'features/<area>',
    file: 'src/features/dashboard/Fixture.ts',
    code: importing({ numbersApi: '../numbers/numbersApi' }),
    refused: ['Import another feature only through its public.ts.'],
  },
  {
    zone: 'prerender/',
    file: 'src/prerender/Fixture.ts',
    code: importing({ UsagePage: '../features/usage/UsagePage', AppShell: '../frame/AppShell' }),
    refused: ['prerender/ renders the app through app/routes.tsx', 'prerender/ renders the app through app/routes.tsx'],
  },
  {
    zone: 'desk/',
    file: 'src/desk/Fixture.ts',
    code: importing({
      sessionSlice: '../session/sessionSlice',
      AppShell: '../frame/AppShell',
      supportApi: '../features/support/supportApi',
      makeStore: '../app/store',
    }),
    refused: [
      'The desk imports of the portal only the base',
      'The desk imports of the portal only the base',
      'The desk imports of the portal only the base',
      'The desk imports of the portal only the base',
    ],
  },
  {
    zone: 'the portal and desk/',
    file: 'src/app/Fixture.ts',
    code: importing({ makeDeskStore: '../desk/store', deskRoutes: '../desk/routes' }),
    refused: [
      'The portal never imports src/desk: the desk is an entry of its own.',
      'The portal never imports src/desk: the desk is an entry of its own.',
    ],
  },
  {
    zone: 'nothing imports prerender/',
    file: 'src/app/Fixture.ts',
    code: importing({ renderLogin: '../prerender/renderLogin' }),
    refused: ['Nothing of the app imports prerender/: it runs at build time only.'],
  },
  {
    zone: 'inlineScripts/',
    file: 'src/inlineScripts/Fixture.ts',
    code: importing({ REFRESH_LOCK_NAME: '../session/tabs/lock', PLATFORM_REMEMBER_KEY: '../ui/platform' }),
    refused: [
      'inlineScripts/ run inline in the page before the app, serialised with their options: they import only the base.',
      'inlineScripts/ run inline in the page before the app, serialised with their options: they import only the base.',
    ],
  },
  {
    zone: 'only prerender/ imports inlineScripts/',
    file: 'src/app/Fixture.ts',
    code: importing({ bootScript: '../inlineScripts/bootScript', themeScript: '../inlineScripts/themeScript' }),
    refused: [
      'Only prerender/ imports inlineScripts/: the build writes them into the pages, the app never loads them.',
      'Only prerender/ imports inlineScripts/: the build writes them into the pages, the app never loads them.',
    ],
  },
  {
    zone: 'src/ and the rest of the repository',
    file: 'src/ui/Fixture.ts',
    code: importing({
      demoCustomers: '../../server/seed/demo',
      memoryStorage: '../../__tests__/support/memoryStorage',
    }),
    refused: [
      'The app imports nothing of the server, scripts, tests or build configuration.',
      'The app imports nothing of the server, scripts, tests or build configuration.',
    ],
  },
  {
    zone: 'scripts/',
    file: 'scripts/fixture.ts',
    code: importing({
      numbersApi: '../src/features/numbers/public',
      memoryStorage: '../__tests__/support/memoryStorage',
    }),
    refused: ['scripts/ import of src/ only the base', 'scripts/ never import __tests__/'],
  },
  {
    zone: 'scripts/lib/',
    file: 'scripts/lib/fixture.ts',
    code: "import '../replay';\nexport {};\n",
    refused: ['scripts/lib/ holds what scripts and tests share: it imports no script.'],
  },
  {
    zone: '__tests__/',
    file: '__tests__/integration/fixture.test.ts',
    code: "import '../../scripts/replay';\nexport {};\n",
    refused: ['Tests import of scripts/ only scripts/lib/.'],
  },
  {
    zone: '__tests__/unit',
    file: '__tests__/unit/fixture.test.ts',
    code: importing({ buildApp: '../../server/app' }),
    refused: ['Unit tests import no server code, only its demo data (server/seed).'],
  },
  {
    zone: '__tests__/support',
    file: '__tests__/support/fixture.ts',
    code: "import '../unit/text/format.test';\nexport {};\n",
    refused: ['Test helpers never import test files or journeys.'],
  },
  {
    zone: '__tests__/e2e/support',
    file: '__tests__/e2e/support/fixture.ts',
    code: "import '../journeys/numbers';\nimport '../run';\nexport {};\n",
    refused: ['Test helpers never import test files or journeys.', 'Test helpers never import test files or journeys.'],
  },
  {
    zone: 'build configuration',
    file: 'config/fixture.cjs',
    code: "const { makeStore } = require('../src/app/store');\nconst { loadConfig } = require('../server/base/config');\nmodule.exports = { makeStore, loadConfig };\n",
    refused: [
      'The build configuration imports of src/ only config.ts',
      'The build configuration imports no server, scripts or tests.',
    ],
  },
];

const allowed: AllowedCase[] = [
  {
    zone: 'features/',
    file: 'src/features/numbers/Fixture.ts',
    code: importing({
      baseApi: '../../api/baseApi',
      useAppDispatch: '../../state/hooks',
      href: '../../routing/href',
      selectUser: '../../session/public',
      showMessage: '../../ui/dialogs',
      nl: '../../text/nl',
      dashboardApi: '../dashboard/public',
    }),
  },
  {
    zone: 'ui/',
    file: 'src/ui/Fixture.ts',
    code: importing({
      useAppSelector: '../state/hooks',
      errorMessage: '../api/errors',
      apiTimeoutMs: '../validation/limits',
      getConfig: '../config',
    }),
  },
  {
    zone: 'session/',
    file: 'src/session/Fixture.ts',
    code: importing({ showMessage: '../ui/dialogs', href: '../routing/href', routeHandles: '../routing/routeTable' }),
  },
  {
    zone: 'state/',
    file: 'src/state/Fixture.ts',
    code: importing({ baseApi: '../api/baseApi', ThunkExtra: '../api/sessionBridge' }, true),
  },
  {
    zone: 'routing/',
    file: 'src/routing/Fixture.ts',
    code: importing({ nl: '../text/nl' }),
  },
  {
    zone: 'frame/',
    file: 'src/frame/Fixture.ts',
    code: importing({ selectSessionStatus: '../session/sessionSlice', selectPlatform: '../ui/uiSlice' }),
  },
  {
    zone: 'prerender/',
    file: 'src/prerender/Fixture.ts',
    code: importing({
      routes: '../app/routes',
      sessionSlice: '../session/sessionSlice',
      uiSlice: '../ui/uiSlice',
      routeHandles: '../routing/routeTable',
      bootScript: '../inlineScripts/bootScript',
    }),
  },
  {
    zone: 'inlineScripts/',
    file: 'src/inlineScripts/Fixture.ts',
    code: importing({ Platform: '../api/contract', EarlyCalls: '../api/earlyCalls' }, true),
  },
  {
    zone: 'config.ts',
    file: 'src/config.ts',
    code: importing({ Platform: './api/contract' }, true),
  },
  {
    zone: 'desk/',
    file: 'src/desk/Fixture.ts',
    code: importing({
      afterSave: '../ui/form/afterSave',
      showMessage: '../ui/dialogs',
      ModalDialog: '../ui/ModalDialog',
      replayReducer: '../app/replayStore',
      deskText: '../text/desk',
      getConfig: '../config',
      STAFF_ROLES: '../api/staffRoles',
    }),
  },
  {
    zone: 'scripts/',
    file: 'scripts/fixture.ts',
    code: importing({
      createActionLog: '../src/app/actionLog',
      uiSlice: '../src/ui/uiSlice',
      loadConfig: '../server/base/config',
      startTlsProxy: './lib/tlsProxy',
    }),
  },
  {
    zone: '__tests__/unit',
    file: '__tests__/unit/fixture.test.ts',
    code: importing({
      demoCustomers: '../../server/seed/demo',
      startTlsProxy: '../../scripts/lib/tlsProxy',
      SESSION_PERSIST_KEY: '../../src/session/tokens/persistStorage',
    }),
  },
  {
    zone: 'build configuration',
    file: 'config/fixture.d.cts',
    code: importing({ PortalConfig: '../src/config' }, true),
  },
];

describe('import boundaries (eslint.config.mjs, docs/architecture.md)', () => {
  let refusedResults: LintMessage[][];
  let allowedResults: LintMessage[][];
  beforeAll(() => {
    const results = lint([...refused, ...allowed]);
    refusedResults = results.slice(0, refused.length);
    allowedResults = results.slice(refused.length);
  }, 120_000);

  it.each(refused.map((entry, index) => [entry.zone, index] as const))(
    'refuses a wrong import in %s',
    (_zone, index) => {
      const errors = boundaryErrors(refusedResults[index] ?? []);
      expect(errors).toEqual(refused[index]?.refused.map((message) => expect.stringContaining(message)));
      // Every message sends the reader to the map.
      for (const error of errors) expect(error).toContain('See the layer map in docs/architecture.md.');
    },
  );

  it('names the import it refuses', () => {
    expect(
      boundaryErrors(refusedResults[refused.findIndex((entry) => entry.zone === 'features/<area>')] ?? []),
    ).toEqual([
      'Unexpected path "../numbers/numbersApi" imported in restricted zone. ' +
        'Import another feature only through its public.ts. See the layer map in docs/architecture.md.',
    ]);
  });

  it.each(allowed.map((entry, index) => [entry.zone, index] as const))('allows what %s may import', (_zone, index) => {
    // Only the layer map counts here: the fixtures' imports are not in lint's import order.
    expect(boundaryErrors(allowedResults[index] ?? [])).toEqual([]);
  });
});
