// Three projects: fast unit tests, the app against the real server (integration), and server tests.
const os = require('node:os');

const transform = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
};
const moduleNameMapper = { '\\.css$': '<rootDir>/config/jest.style-stub.cjs' };

module.exports = {
  testTimeout: 20000,
  // At least two workers: jest's default (one less than the cores) runs in band on a two-core machine,
  // where the integration tests spend most of their time waiting on the server, not on the CPU.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  projects: [
    {
      displayName: 'unit',
      testEnvironment: '<rootDir>/config/jest.environment.cjs',
      testMatch: ['<rootDir>/__tests__/unit/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/config/jest.setup.ts'],
      transform,
      moduleNameMapper,
    },
    {
      displayName: 'integration',
      testEnvironment: '<rootDir>/config/jest.environment.cjs',
      testMatch: ['<rootDir>/__tests__/integration/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/config/jest.setup.ts'],
      transform,
      // The support desk's DevTools view: the monitors and their helpers ship ES modules only.
      transformIgnorePatterns: [
        `/node_modules/(?!(${[
          '@redux-devtools',
          'react-json-tree',
          'react-base16-styling',
          'jsondiffpatch',
          'dateformat',
          'lodash-es',
          '@dmsnell',
        ].join('|')})/)`,
      ],
      // jsdom has no Worker: the desk's replay worker runs in a thread of Node's (the support file says how).
      moduleNameMapper: {
        ...moduleNameMapper,
        '(^|/)startReplayWorker$': '<rootDir>/__tests__/support/replayWorkerThread.ts',
      },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
      // jose, content-disposition, cookie (app.inject's) and the OpenAPI validator's parser
      // (@apidevtools) ship ES modules only, and PGlite's CommonJS build loads Node built-ins with
      // import(), which jest's module sandbox cannot run: swc turns them into plain CommonJS.
      transform: { ...transform, '^.+\\.cjs$': ['@swc/jest', { module: { type: 'commonjs' } }] },
      transformIgnorePatterns: [
        '/node_modules/(?!(jose|content-disposition|cookie|@apidevtools|@electric-sql/pglite)/)',
      ],
    },
  ],
};
