import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, type ConsoleMessage, expect, type Page } from '@playwright/test';

export const SCREENSHOT_DIR = join(import.meta.dirname, 'screenshots');
export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** Console noise that is not a defect: map tiles cannot load on this network. */
const IGNORED_CONSOLE = [/tiles\.invalid/, /Failed to load resource: net::ERR_NAME_NOT_RESOLVED/];

/** A visitor's session check answers 401 by contract (GET /api/auth/user), and Chromium logs every 4xx. */
function isVisitorSessionCheck(message: ConsoleMessage): boolean {
  return new URL(message.location().url, 'http://x').pathname === '/api/auth/user' && message.text().includes('401');
}

interface Fixtures {
  /** Every page error or console error fails the test (STYLE.md: console errors fail tests). */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (
          message.type() === 'error' &&
          !IGNORED_CONSOLE.some((p) => p.test(message.text())) &&
          !isVisitorSessionCheck(message)
        ) {
          errors.push(message.text());
        }
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Screenshots of the current page at phone and desktop width, into e2e/screenshots/. */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${label}.png`), fullPage: false });
  }
  if (original) await page.setViewportSize(original);
}

/** Chooses the interface language the way a returning visitor has it: localStorage `lang`. */
export async function useLanguage(page: Page, language: 'ar' | 'en' | 'ku'): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
}
