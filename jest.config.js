// Tests run as native ES modules; TypeScript is stripped by esbuild (type checking is `npm run typecheck`).
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': '<rootDir>/test/support/esbuild-transform.cjs' },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // Generous: a busy machine is slow, not wrong; a real hang still ends the test.
  testTimeout: 600000,
  maxWorkers: 2,
};
