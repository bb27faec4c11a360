import type { Page, Response } from '@playwright/test';
import { expect, shoot, test, useLanguage } from './fixtures.ts';
import { type Language, LANGUAGES, t } from './support.ts';

const NAMES: Record<Language, string> = { ar: 'العربية', en: 'English', ku: 'کوردی' };
const TAGS: Record<Language, string> = { ar: 'ar', en: 'en', ku: 'ckb' };

/** Picks an entry of one of the header's radio menus (language, theme). */
async function choose(page: Page, menu: string, item: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitemradio', { name: item }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** True when the brand (the line's start) sits to the right of the header's log-in button. */
async function isStartOnTheRight(page: Page, language: Language) {
  const brand = await page
    .getByRole('banner')
    .getByRole('link', { name: t(language, 'common:brand') })
    .boundingBox();
  const login = await page
    .getByRole('banner')
    .getByRole('button', { name: t(language, 'shell:account.login') })
    .boundingBox();
  if (!brand || !login) throw new Error('header not laid out');
  return brand.x > login.x;
}

for (const start of LANGUAGES) {
  test(`journey 3 (${start}): switching language changes direction and texts; the theme persists`, async ({ page }) => {
    await useLanguage(page, start);
    await page.goto('/');
    const html = page.locator('html');
    let current = start;
    for (const language of [start, ...LANGUAGES.filter((l) => l !== start)]) {
      if (language !== current) {
        await choose(page, t(current, 'shell:language.label'), NAMES[language]);
        current = language;
      }
      await expect(html).toHaveAttribute('lang', TAGS[language]);
      await expect(html).toHaveAttribute('dir', language === 'en' ? 'ltr' : 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: t(language, 'listings:hero.title') })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: t(language, 'shell:nav.label') }).getByRole('link', {
          name: t(language, 'shell:nav.sales'),
          exact: true,
        }),
      ).toBeVisible();
      expect(await isStartOnTheRight(page, language), `layout mirrored in ${language}`).toBe(language !== 'en');
      await shoot(page, `j3-${start}-home-in-${language}`);
    }
    // The last choice is remembered; then back to the language the test started in.
    await page.reload();
    await expect(html).toHaveAttribute('lang', TAGS[current]);
    await expect(page.getByRole('heading', { level: 1, name: t(current, 'listings:hero.title') })).toBeVisible();
    await choose(page, t(current, 'shell:language.label'), NAMES[start]);
    await expect(html).toHaveAttribute('lang', TAGS[start]);

    // Dark is the default; light is kept across a reload; system follows the device.
    const theme = t(start, 'shell:theme.label');
    await expect(html).toHaveClass(/\bdark\b/);
    await choose(page, theme, t(start, 'shell:theme.light'));
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await shoot(page, `j3-${start}-light`);
    await choose(page, theme, t(start, 'shell:theme.dark'));
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await choose(page, theme, t(start, 'shell:theme.system'));
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).not.toHaveClass(/\bdark\b/);
  });
}

test('a slow first load shows the whole page, in the saved theme, before the app has arrived', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  // The app's scripts are held back (a slow link) until the test lets them through.
  let letThrough = () => {};
  const arrived = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/sales', { waitUntil: 'commit' });
  const html = page.locator('html');
  // Rendered by the server: the header, the page's heading and its listings, before any script.
  await expect(page.getByRole('banner').getByRole('link', { name: t('ar', 'common:brand') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t('ar', 'listings:sales.title') })).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
  await expect(html).not.toHaveClass(/\bdark\b/);

  letThrough();
  // Hydrated in place: the same page, now answering clicks (the language menu opens). The app marks
  // the document once React has taken it over (root.tsx); the network falling quiet came earlier on
  // two busy cores, and a click before hydration opened nothing (CI, session 23).
  await expect(html).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
  await expect(page.getByRole('banner')).toHaveCount(1);
  await page.getByRole('button', { name: t('ar', 'shell:language.label') }).click();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
});

/**
 * The fonts a first visit to /sales downloads, cut to the weights the styles use (400-700). Arabic:
 * no Inter, no whole Arabic file and no Latin letters (the footer's network names use the system
 * font): 26 KB, where the whole weight axis was 48 KB. English: Inter's Latin file, 34 KB of 48 KB.
 */
const FIRST_VISIT_FONTS = [
  { language: 'ar', files: ['/assets/noto-sans-arabic-dar', '/assets/noto-sans-arabic-signs'], maxBytes: 30_000 },
  { language: 'en', files: ['/assets/inter-latin'], maxBytes: 40_000 },
] as const;

for (const { language, files, maxBytes } of FIRST_VISIT_FONTS) {
  test(`a page in ${language} downloads only the cuts of its fonts that it draws with`, async ({ page }) => {
    await useLanguage(page, language);
    const fonts: Response[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2')) fonts.push(response);
    });
    await page.goto('/sales');
    await expect(page.getByRole('heading', { level: 1, name: t(language, 'listings:sales.title') })).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const paths = fonts.map((response) => new URL(response.url()).pathname.replace(/-[\w-]{8}\.woff2$/, ''));
    expect(paths.sort()).toEqual(files);
    const bodies = await Promise.all(fonts.map((response) => response.body()));
    expect(bodies.reduce((sum, body) => sum + body.length, 0)).toBeLessThan(maxBytes);
  });
}
