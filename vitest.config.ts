import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker. Two: npm test 763 s instead of 1,136 s here
    // (each test file has its own database, an in-memory PGlite or a PostgreSQL database of its own).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test-utils/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test-setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
