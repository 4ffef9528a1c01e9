// Three projects: fast unit tests, the app against the real server (integration), and server tests.
const transform = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
};
const moduleNameMapper = { '\\.css$': '<rootDir>/config/jest.style-stub.cjs' };

module.exports = {
  testTimeout: 20000,
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
      moduleNameMapper,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
      transform,
    },
  ],
};
