import type { Page } from '@playwright/test';
import { expect, shoot, test, useLanguage } from './fixtures.ts';

/** How far down the page is scrolled, read in the browser. */
const scrollY = (page: Page) => page.evaluate<number>('window.scrollY');

test('the app loads in Arabic, right to left, by default', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await shoot(page, 'home-ar');
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await useLanguage(page, 'en');
  const response = await page.goto('/no/such/page');
  expect(response?.status(), 'a real 404, not a page that says so').toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a listing opens at its top, and Back returns to the same place in the list', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 800 });
  await page.goto('/sales');
  const cards = page.locator('#main article');
  await expect(cards.nth(5)).toBeVisible();
  await cards.nth(5).scrollIntoViewIfNeeded();
  const listPosition = await scrollY(page);
  expect(listPosition).toBeGreaterThan(1000);
  const title = (await cards.nth(5).getByRole('heading').textContent()) ?? '';
  await cards.nth(5).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/apartments\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/sales$/);
  await expect.poll(() => scrollY(page)).toBe(listPosition);
});
