import { readdirSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));

/** Every feature folder; a new one is covered by the boundaries below without editing this file. */
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every top-level entry of src/ but prerender/, which nothing of the app may import. */
const srcEntries = readdirSync(`${root}/src`)
  .filter((name) => name !== 'prerender')
  .map((name) => `./src/${name}`);

/**
 * Every top-level entry of src/ but prerender/ and inlineScripts/: the app, which never imports the
 * pages' inline scripts (only the build writes them into the pages, through prerender/).
 */
const appEntries = readdirSync(`${root}/src`)
  .filter((name) => !['prerender', 'inlineScripts'].includes(name))
  .map((name) => `./src/${name}`);

/** Every top-level entry of src/ but the support desk's folder: the portal, which never imports the desk. */
const portalEntries = readdirSync(`${root}/src`)
  .filter((name) => name !== 'desk')
  .map((name) => `./src/${name}`);

/**
 * What a feature offers other features (and what the session offers features): its `public.ts`.
 * Everything else in the folder is internal.
 */
const publicFile = 'public.ts';

/** The base of the app, imported by every layer above it (paths relative to src/). */
const base = ['./api', './validation', './text', './config.ts'];
/**
 * What the layers below app/ import of the app's own: typed hooks and the store's types (state/) and
 * the routes' table, href() and chain of parents (routing/).
 */
const appShared = ['./state', './routing'];

const see = 'See the layer map in docs/architecture.md.';

/**
 * The server's layers below the handlers (routes/, desk/), which may import all of them; bottom first,
 * paths relative to server/. Each imports only layers before it, but auth/ and domain/ stand side by
 * side: neither imports the other.
 */
const serverBelowHandlers = ['./base', './db', './tables', './mail', './domain', './auth', './http'];

/** One zone per layer of server/: `layer` imports of server/ only itself and `may`. */
const serverLayer = (layer, may, message) => ({
  target: `./server/${layer.slice(2)}`,
  from: './server',
  except: [layer, ...may],
  message: `${message} ${see}`,
});

/**
 * What the support desk (src/desk, an entry of its own) takes of the portal: the base, the ui slice,
 * dialogs, modal and form parts, the QR code, the base styles and their dark colours, and the portal's
 * reducers for its DevTools view (app/replayStore.ts, which also injects every area's endpoints).
 */
const deskAllowed = [
  './desk',
  ...base,
  './ui/form',
  './ui/uiSlice.ts',
  './ui/dialogs.ts',
  './ui/ModalDialog.tsx',
  './ui/QrCode.tsx',
  './ui/styles.css',
  './ui/theme.css',
  './app/replayStore.ts',
];

/**
 * Import direction, checked on resolved paths so relative imports cannot slip past. Every arrow runs
 * one way; docs/architecture.md draws the map and its table says the same as these zones.
 */
export const boundaryZones = [
  // src/: base
  {
    target: './src/text',
    from: './src',
    except: ['./text'],
    message: `text/ is the bottom layer: it imports nothing else of src/. ${see}`,
  },
  {
    target: './src/validation',
    from: './src',
    except: ['./validation', './text'],
    message: `validation/ imports only text/. ${see}`,
  },
  {
    target: './src/api',
    from: './src',
    except: ['./api', './validation', './text', './config.ts'],
    message: `api/ imports only validation/, text/ and config.ts. ${see}`,
  },
  {
    target: './src/config.ts',
    from: './src',
    except: ['./config.ts', './api/contract.ts'],
    message: `config.ts imports only the contract's types (api/contract.ts). ${see}`,
  },
  // src/: what every layer may import of the app's own stays at the bottom of the app.
  {
    target: './src/state',
    from: './src',
    except: ['./state', ...base],
    message: `state/ (typed hooks, the store's types) is imported by every layer: it imports only the base. ${see}`,
  },
  {
    target: './src/routing',
    from: './src',
    except: ['./routing', './text', './api/permissions.ts'],
    message:
      `routing/ (route table, href, route chain) is imported by every layer above ui/: it imports only text/ ` +
      `and the permission matrix (api/permissions.ts). ${see}`,
  },
  // src/: the layers
  {
    target: './src/ui',
    from: './src',
    except: ['./ui', ...base, './state'],
    message: `ui/ (shared UI) imports only the base (api/, validation/, text/, config.ts) and state/. ${see}`,
  },
  {
    target: './src/session',
    from: './src',
    except: ['./session', './ui', ...base, ...appShared],
    message: `session/ imports only ui/, state/, routing/ and the base; never frame/, features/ or prerender/. ${see}`,
  },
  {
    target: './src/frame',
    from: './src',
    except: ['./frame', './session', './ui', ...base, ...appShared],
    message: `frame/ imports only session/, ui/, state/, routing/ and the base; never a feature. ${see}`,
  },
  {
    target: './src/features',
    from: './src',
    except: ['./features', './ui', ...base, ...appShared, `./session/${publicFile}`],
    message: `A feature imports ui/, state/, routing/, the base and session/${publicFile} only. ${see}`,
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...features.map((other) => `./${other}/${publicFile}`)],
    message: `Import another feature only through its ${publicFile}. ${see}`,
  })),
  // src/desk: the support desk, apart from the portal in both directions.
  {
    target: './src/desk',
    from: './src',
    except: deskAllowed,
    message:
      `The desk imports of the portal only the base, ui/'s slice, dialogs, modal, form parts and QR code, ` +
      `its styles and app/replayStore.ts. ${see}`,
  },
  {
    target: portalEntries,
    from: './src/desk',
    message: `The portal never imports src/desk: the desk is an entry of its own. ${see}`,
  },
  {
    target: './src/inlineScripts',
    from: './src',
    except: ['./inlineScripts', ...base],
    message:
      `inlineScripts/ run inline in the page before the app, serialised with their options: they import only ` +
      `the base. ${see}`,
  },
  {
    target: appEntries,
    from: './src/inlineScripts',
    message:
      `Only prerender/ imports inlineScripts/: the build writes them into the pages, the app never loads ` +
      `them. ${see}`,
  },
  {
    target: './src/prerender',
    from: ['./src/features', './src/frame'],
    message: `prerender/ renders the app through app/routes.tsx; it imports no page or frame part itself. ${see}`,
  },
  {
    target: srcEntries,
    from: './src/prerender',
    message: `Nothing of the app imports prerender/: it runs at build time only. ${see}`,
  },
  {
    target: './src',
    from: ['./server', './scripts', './__tests__', './config'],
    message: `The app imports nothing of the server, scripts, tests or build configuration. ${see}`,
  },
  // server/: its layers, bottom up (docs/architecture.md, "The server's layers").
  serverLayer('./base', [], 'server/base/ is the bottom layer of the server: it imports nothing else of server/.'),
  serverLayer('./db', ['./base'], 'server/db/ imports of the server only base/.'),
  serverLayer(
    './tables',
    ['./db', './base'],
    "server/tables/ (the tables' owners) imports of the server only db/ and base/; the rules call it, not the reverse.",
  ),
  serverLayer(
    './mail',
    ['./tables', './db', './base'],
    'server/mail/ imports of the server only tables/, db/ and base/.',
  ),
  serverLayer(
    './domain',
    ['./mail', './tables', './db', './base'],
    'server/domain/ (the rules) imports of the server only mail/, tables/, db/ and base/; never auth/, http/ or a ' +
      'handler.',
  ),
  serverLayer(
    './auth',
    ['./mail', './tables', './db', './base'],
    'server/auth/ imports of the server only mail/, tables/, db/ and base/; never domain/, http/ or a handler.',
  ),
  serverLayer(
    './http',
    ['./auth', './domain', './mail', './tables', './db', './base'],
    'server/http/ imports of the server only auth/, domain/, mail/, tables/, db/ and base/; never a handler or app.ts.',
  ),
  serverLayer(
    './routes',
    serverBelowHandlers,
    'server/routes/ imports of the server only http/, auth/, domain/, mail/, tables/, db/ and base/; never desk/, ' +
      'app.ts, seed/ or an entry.',
  ),
  // A route file registers its own area: what two areas share (a reader, a rule) lives below them,
  // in domain/ or http/. Only the assemblers import route files: index.ts every area, and dev.ts
  // the demo-only routes of devCalls.ts, devInvoiceRun.ts and devPorting.ts.
  {
    target: './server/routes/**/!(index|dev).ts',
    from: './server/routes',
    message:
      `A file of server/routes/ imports no other file of server/routes/: what two routes share lives in ` +
      `domain/ (the readers in domain/views/) or http/; only routes/index.ts and routes/dev.ts assemble route ` +
      `files. ${see}`,
  },
  {
    target: './server/routes/dev.ts',
    from: './server/routes',
    except: ['./devCalls.ts', './devInvoiceRun.ts', './devPorting.ts'],
    message:
      `server/routes/dev.ts imports of server/routes/ only the demo-only routes (devCalls.ts, ` +
      `devInvoiceRun.ts, devPorting.ts). ${see}`,
  },
  serverLayer(
    './desk',
    serverBelowHandlers,
    'server/desk/ imports of the server only http/, auth/, domain/, mail/, tables/, db/ and base/; never routes/, ' +
      'app.ts, seed/ or an entry.',
  ),
  serverLayer(
    './app.ts',
    ['./routes', './desk', ...serverBelowHandlers],
    'server/app.ts assembles the handlers and what lies below them; it imports no entry, script or seed/ (the entry ' +
      'hands it resetDemoData).',
  ),
  serverLayer(
    './seed',
    ['./domain', './auth', './mail', './tables', './db', './base'],
    'server/seed/ imports of the server only domain/, auth/, mail/, tables/, db/ and base/.',
  ),
  {
    target: './server/scripts',
    from: ['./server/main.ts', './server/workers.ts'],
    message: `server/scripts/ never import an entry (main.ts, workers.ts): importing one starts a server. ${see}`,
  },
  {
    target: ['./server/main.ts', './server/workers.ts'],
    from: './server/scripts',
    message: `The entry imports no script of server/scripts/. ${see}`,
  },
  {
    target: './server/workers.ts',
    from: './server/main.ts',
    message: `main.ts starts workers.ts; workers.ts never imports main.ts. ${see}`,
  },
  // server/ and the rest of the repository
  {
    target: './server',
    from: './src',
    except: ['./api', './validation', './text'],
    message: `The server shares only src/api, src/validation and src/text. ${see}`,
  },
  {
    target: './server',
    from: ['./scripts', './__tests__', './config'],
    message: `The server imports no scripts, tests or build configuration. ${see}`,
  },
  // scripts/
  {
    target: './scripts',
    from: './src',
    except: [...base, './app', './session/sessionSlice.ts', './session/tokens/persistStorage.ts', './ui/uiSlice.ts'],
    message: `scripts/ import of src/ only the base, app/, and the session's and ui's slices and persist key. ${see}`,
  },
  {
    target: './scripts',
    from: './__tests__',
    message: `scripts/ never import __tests__/: what both need lives in scripts/lib/. ${see}`,
  },
  {
    target: './scripts/lib',
    from: './scripts',
    except: ['./lib'],
    message: `scripts/lib/ holds what scripts and tests share: it imports no script. ${see}`,
  },
  // __tests__/
  {
    target: './__tests__',
    from: './scripts',
    except: ['./lib'],
    message: `Tests import of scripts/ only scripts/lib/. ${see}`,
  },
  {
    target: './__tests__/unit',
    from: './server',
    except: ['./seed'],
    message: `Unit tests import no server code, only its demo data (server/seed). ${see}`,
  },
  {
    target: ['./__tests__/support', './__tests__/e2e/support'],
    from: ['./__tests__/**/*.test.ts', './__tests__/**/*.test.tsx', './__tests__/e2e/journeys/**'],
    message: `Test helpers never import test files or journeys. ${see}`,
  },
  {
    target: ['./__tests__/support', './__tests__/e2e/support'],
    from: './__tests__/e2e/run.ts',
    message: `Test helpers never import test files or journeys. ${see}`,
  },
  // Build configuration
  {
    target: ['./config', './webpack.config.cjs', './jest.config.cjs'],
    from: './src',
    except: ['./config.ts'],
    message:
      `The build configuration imports of src/ only config.ts (its type); the build runs the app's entries ` +
      `itself. ${see}`,
  },
  {
    target: ['./config', './webpack.config.cjs', './jest.config.cjs'],
    from: ['./server', './scripts', './__tests__'],
    message: `The build configuration imports no server, scripts or tests. ${see}`,
  },
];

/**
 * The top-level entries of src/ and server/ that the layer map (docs/architecture.md, its layer tables)
 * places. A new folder or a loose file fails lint until it is placed there, here and in a zone above.
 */
export const onTheMap = {
  src: [
    'api',
    'app',
    'config.ts',
    'desk',
    'features',
    'frame',
    'inlineScripts',
    'main.tsx',
    'prerender',
    'routing',
    'session',
    'state',
    'text',
    'ui',
    'validation',
  ],
  server: [
    'app.ts',
    'auth',
    'base',
    'db',
    'desk',
    'domain',
    'http',
    'mail',
    'main.ts',
    'routes',
    'scripts',
    'seed',
    'tables',
    'workers.ts',
  ],
};

/** Refuses a file of src/ or server/ whose top-level folder (or the file itself) is not on the map. */
const layerMap = {
  rules: {
    'on-the-map': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const [top = '', entry = '', ...deeper] = relative(root, context.filename).split(sep);
        if (!(top in onTheMap) || !entry || onTheMap[top].includes(entry)) return {};
        const what = deeper.length > 0 ? `The folder ${top}/${entry}/` : `The loose file ${top}/${entry}`;
        const message =
          `${what} is on no layer of the map: place it in a layer that exists, or add it to the layer table ` +
          `of docs/architecture.md and to onTheMap and the zones of eslint.config.mjs. ${see}`;
        return { Program: (node) => context.report({ node, message }) };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'data/', 'e2e-artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    // CommonJS loads its modules with require().
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.cts', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // One order everywhere (Node built-ins, packages, then the project's own from far to near), so a
      // reader finds an import where they expect it and a merge never fights over the order.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: ['src/**', 'server/**'],
    plugins: { 'layer-map': layerMap },
    rules: { 'layer-map/on-the-map': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts'],
    // Type-only imports vanish at build time and are not cycles at run time.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch / useAppSelector from src/state/hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    // A test file covers one endpoint or behaviour; past 300 lines it is split (shared set-up goes to a
    // support folder).
    files: ['__tests__/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // Tests wait for a condition, never for a fixed time: a sleep long enough on a quiet machine is too
    // short on a loaded one. __tests__/support/waiting.ts has waitUntil, letTimePass (time that must
    // pass to show that nothing happens) and nextMacrotask; fake timers are for tests about timers.
    files: ['__tests__/**/*.{ts,tsx}'],
    ignores: ['__tests__/support/waiting.ts', '__tests__/support/holdPolls.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'setTimeout', message: `Wait with waitUntil or letTimePass (__tests__/support/waiting.ts).` },
        { name: 'setImmediate', message: `Yield with nextMacrotask (__tests__/support/waiting.ts).` },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'globalThis', property: 'setTimeout', message: 'Wait with __tests__/support/waiting.ts.' },
        { object: 'window', property: 'setTimeout', message: 'Wait with __tests__/support/waiting.ts.' },
        { property: 'waitForTimeout', message: 'Wait for a locator, a response or waitForFunction, not for time.' },
      ],
    },
  },
  {
    // At most 120 characters a line, prettier's width, which it cannot keep for strings, comments and
    // SQL: a longer line scrolls sideways and hides its end in a diff. The text dictionaries hold whole
    // Dutch sentences; the tests name themselves and quote those sentences in strings.
    rules: { 'max-len': ['error', { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true }] },
  },
  {
    files: ['__tests__/**/*.{ts,tsx}'],
    rules: {
      'max-len': [
        'error',
        { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true, ignoreStrings: true, ignoreTemplateLiterals: true },
      ],
    },
  },
  { files: ['src/text/**', 'server/base/*[tT]ext.ts'], rules: { 'max-len': 'off' } },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-*'], message: 'The server shares no UI code with the app.' }] },
      ],
    },
  },
);
