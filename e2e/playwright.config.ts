import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.ts';

/**
 * The browser suite: the app started the README's way (see global-setup.ts) driven in Debian's
 * Chromium; no browser is downloaded.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['./summary-reporter.ts']],
  globalSetup: './global-setup.ts',
  use: {
    locale: 'ar-IQ',
    timezoneId: 'Asia/Baghdad',
    actionTimeout: 10_000,
    trace: 'off',
    screenshot: 'only-on-failure',
    // A journey starts on a clean device: no service worker answers from a cache (offline.spec.ts turns it on).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
});
