/**
 * @jest-environment node
 */
import { describeBoundaries, importing, type AllowedCase, type RefusedCase } from '../../support/eslintFixtures';

/**
 * The app's lower layers in the layer map (eslint.config.mjs, docs/architecture.md): the base (text/,
 * validation/, api/, config.ts), state/, routing/, ui/ and the inline scripts.
 */
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
    zone: 'inlineScripts/',
    file: 'src/inlineScripts/Fixture.ts',
    code: importing({ REFRESH_LOCK_NAME: '../session/tabs/lock', PLATFORM_REMEMBER_KEY: '../ui/platform' }),
    refused: [
      'inlineScripts/ run inline in the page before the app, serialised with their options: they import only the base.',
      'inlineScripts/ run inline in the page before the app, serialised with their options: they import only the base.',
    ],
  },
];

const allowed: AllowedCase[] = [
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
    zone: 'inlineScripts/',
    file: 'src/inlineScripts/Fixture.ts',
    code: importing({ Platform: '../api/contract', EarlyCalls: '../api/earlyCalls' }, true),
  },
  {
    zone: 'config.ts',
    file: 'src/config.ts',
    code: importing({ Platform: './api/contract' }, true),
  },
];

describeBoundaries("import boundaries of the app's base, state/, routing/, ui/ and inline scripts", refused, allowed);
