import { defineConfig } from '@playwright/test';

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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
