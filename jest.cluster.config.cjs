// npm run test:cluster: PostgreSQL (started once, in globalSetup), server processes and haproxy on
// free loopback ports. Not part of `npm test`: it needs Debian's postgresql and haproxy packages.
// One file at a time: the fault tests stop and freeze the shared PostgreSQL.
const { projects } = require('./jest.config.cjs');

const server = projects.find((project) => project.displayName === 'server');

module.exports = {
  displayName: 'cluster',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/cluster/**/*.test.ts'],
  transform: server.transform,
  transformIgnorePatterns: server.transformIgnorePatterns,
  globalSetup: '<rootDir>/__tests__/cluster/support/globalSetup.ts',
  globalTeardown: '<rootDir>/__tests__/cluster/support/globalTeardown.ts',
  maxWorkers: 1,
  testTimeout: 120_000,
};
