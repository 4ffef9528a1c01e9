/**
 * @jest-environment node
 */
import { describeBoundaries, importing, type AllowedCase, type RefusedCase } from '../../support/eslintFixtures';

/**
 * The app's upper layers in the layer map (eslint.config.mjs, docs/architecture.md): session/, the
 * frame, the features, prerender/ and the support desk's entry.
 */
const refused: RefusedCase[] = [
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
    zone: 'nothing imports prerender/',
    file: 'src/app/Fixture.ts',
    code: importing({ renderLogin: '../prerender/renderLogin' }),
    refused: ['Nothing of the app imports prerender/: it runs at build time only.'],
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
    zone: 'session/',
    file: 'src/session/Fixture.ts',
    code: importing({ showMessage: '../ui/dialogs', href: '../routing/href', routeHandles: '../routing/routeTable' }),
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
];

describeBoundaries(
  "import boundaries of the app's session/, frame/, features, prerender/ and desk/",
  refused,
  allowed,
  (errorsOf) => {
    it('names the import it refuses', () => {
      expect(errorsOf('features/<area>')).toEqual([
        'Unexpected path "../numbers/numbersApi" imported in restricted zone. ' +
          'Import another feature only through its public.ts. See the layer map in docs/architecture.md.',
      ]);
    });
  },
);
