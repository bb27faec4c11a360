import { defineConfig } from 'vitest/config';

const hardening = {
  environment: 'node' as const,
  globalSetup: ['server/test-utils/global-setup.ts'],
  testTimeout: 20 * 60_000,
  hookTimeout: 120_000,
};

/**
 * `npm run test:hardening`: the slow attacks. First the fuzz suite with 1,000 cases per route and
 * property instead of the normal suite's 200 (FUZZ_RUNS), its two halves of the routes side by
 * side, one core each: about 3 minutes here, where 2,000 cases in one file took over 20 (and the
 * whole CI run 67). Then the fault and load scenarios, which start the real server
 * (hardening/*.test.ts), one at a time (vitest runs a project without file parallelism after the
 * groups). Figures go to bench/hardening.md.
 */
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker: the fuzz halves would take turns.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...hardening,
          name: 'hardening',
          include: ['hardening/**/*.test.ts'],
          fileParallelism: false,
        },
      },
      {
        test: {
          ...hardening,
          name: 'fuzz',
          include: ['server/hardening/fuzz-*.api.test.ts'],
          env: { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '1000' },
        },
      },
    ],
  },
});
