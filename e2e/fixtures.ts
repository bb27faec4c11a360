import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type APIRequestContext,
  test as base,
  type BrowserContext,
  type ConsoleMessage,
  expect,
  type Page,
} from '@playwright/test';
import { LANGUAGE_COOKIE, pathInLanguage } from '#common/languages.ts';
import { createListing, deleteListing, type Language, type Listing, registerUser, type TestUser } from './support.ts';

export const SCREENSHOT_DIR = join(import.meta.dirname, 'screenshots');
export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/**
 * Console noise that is not a defect: map tiles cannot load on this network, and a journey that
 * takes the device offline sees what it did not keep fail to load.
 */
const IGNORED_CONSOLE = [
  /tiles\.invalid/,
  /Failed to load resource: net::ERR_NAME_NOT_RESOLVED/,
  /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/,
];

/** A visitor's session check answers 401 by contract (GET /api/auth/user), and Chromium logs every 4xx. */
function isVisitorSessionCheck(message: ConsoleMessage): boolean {
  return new URL(message.location().url, 'http://x').pathname === '/api/auth/user' && message.text().includes('401');
}

/** A page that is missing or withdrawn answers 404 or 410 by contract, and Chromium logs the status. */
function isPageStatus(page: Page, message: ConsoleMessage): boolean {
  return message.location().url === page.url() && /status of (404|410)/.test(message.text());
}

/** Collects the page's errors and error-level console messages into `errors`. */
function watchConsole(page: Page, errors: string[]): void {
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      !IGNORED_CONSOLE.some((p) => p.test(message.text())) &&
      !isVisitorSessionCheck(message) &&
      !isPageStatus(page, message)
    ) {
      errors.push(message.text());
    }
  });
}

/** An owner account with its own API client; the listings made through it are deleted after the test. */
export interface OwnerFixture {
  user: TestUser;
  request: APIRequestContext;
  createListing: (fields?: Record<string, unknown>) => Promise<Listing>;
  /** A listing made some other way (the add-property form) that must go after the test. */
  track: (id: number) => void;
}

interface Fixtures {
  /** Every page error or console error fails the test (STYLE.md: console errors fail tests). */
  consoleErrors: string[];
  owner: OwnerFixture;
  /** A second browser (another person), console-checked like the first, closed after the test. */
  openBrowser: (language?: Language) => Promise<Page>;
}

/**
 * True once the app has taken over the document: React has hydrated the page and marked it
 * (root.tsx), so a click is handled. A page without the app's script, such as the service worker's
 * offline page, has nothing to wait for. The server's pages hold their script until the first
 * photo has painted (app-code.server.ts); a click between React's start and the end of hydration
 * was lost now and then.
 */
function appStarted(): boolean {
  // Runs in the page: a function, as the page's Content-Security-Policy refuses a string to eval.
  const page = (
    globalThis as unknown as {
      document: { querySelector(selector: string): unknown; documentElement: { dataset: Record<string, string> } };
    }
  ).document;
  return !page.querySelector('script[type="module"], #dar-app-code') || page.documentElement.dataset.app === 'ready';
}

/**
 * Makes `goto` and `reload` return once the app has started, as a reader's first tap needs. The
 * server-rendered page shows its buttons before the app's code has run; on two busy cores a click
 * in that gap (after the load event, before hydration) did nothing and a test waited in vain.
 */
function waitForAppAfterNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (target, options) => {
    const response = await goto(target, options);
    // A test that asks for the page as soon as it starts arriving looks at it before the app.
    if (options?.waitUntil !== 'commit') await page.waitForFunction(appStarted);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await page.waitForFunction(appStarted);
    return response;
  };
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  page: async ({ page }, use) => {
    waitForAppAfterNavigation(page);
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      watchConsole(page, errors);
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  owner: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const user = await registerUser(request, 'owner');
    const created: number[] = [];
    await use({
      user,
      request,
      createListing: async (fields) => {
        const listing = await createListing(request, fields);
        created.push(listing.id);
        return listing;
      },
      track: (id) => created.push(id),
    });
    for (const id of created) await deleteListing(request, id);
    await request.dispose();
  },
  openBrowser: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    const errors: string[] = [];
    await use(async (language) => {
      const context = await browser.newContext({ baseURL, locale: 'ar-IQ', timezoneId: 'Asia/Baghdad' });
      contexts.push(context);
      const page = await context.newPage();
      waitForAppAfterNavigation(page);
      watchConsole(page, errors);
      if (language) await useLanguage(page, language);
      return page;
    });
    for (const context of contexts) await context.close();
    expect(errors, 'console errors in the second browser').toEqual([]);
  },
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

/**
 * A reader of `language`, as a returning visitor is: the language chosen before (its cookie sends
 * `/` to that language's home page), and the site's URLs in that language (`/sales` → `/en/sales`).
 */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  const url = process.env.E2E_BASE_URL ?? '';
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url }]);
  const goto = page.goto.bind(page);
  page.goto = (target, options) => goto(target.startsWith('/') ? pathInLanguage(target, language) : target, options);
}
