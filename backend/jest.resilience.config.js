/**
 * `npm run test:resilience`: the input fuzzing at full size (10,000 requests)
 * and the load and fault tests against the compiled server (build it first).
 * Uses TEST_DATABASE_URL, by default the PostgreSQL server on 127.0.0.1:5432.
 */
const base = require('./jest.config');

process.env.FUZZ_REQUESTS ??= '10000';
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

module.exports = {
  ...base,
  testMatch: [
    '<rootDir>/test/fuzz.spec.ts',
    '<rootDir>/test/resilience/**/*.resilience.ts',
  ],
};
