import { defineConfig } from 'vitest/config';

/**
 * `npm run test:hardening`: the slow attacks. Fault and load scenarios start the real server
 * (hardening/*.test.ts) one at a time, and the fuzz suite runs with 2,000 cases per route and
 * property instead of the normal suite's 200. Figures go to bench/hardening.md.
 */
export default defineConfig({
  test: {
    name: 'hardening',
    include: ['hardening/**/*.test.ts', 'server/hardening/fuzz.api.test.ts'],
    environment: 'node',
    globalSetup: ['server/test-utils/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 20 * 60_000,
    hookTimeout: 120_000,
    env: { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '2000' },
  },
});
