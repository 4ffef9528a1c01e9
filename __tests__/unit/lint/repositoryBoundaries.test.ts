/**
 * @jest-environment node
 */
import { describeBoundaries, importing, type AllowedCase, type RefusedCase } from '../../support/eslintFixtures';

/**
 * The layer map between the repository's parts (eslint.config.mjs, docs/architecture.md): the app and
 * the rest, scripts/ and scripts/lib/, the tests and their helpers, the build configuration.
 */
const refused: RefusedCase[] = [
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

describeBoundaries(
  "import boundaries of the repository's parts: src/, scripts/, __tests__/ and the build configuration",
  refused,
  allowed,
);
