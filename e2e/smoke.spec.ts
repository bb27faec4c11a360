import { expect, shoot, test, useLanguage } from './fixtures.ts';

test('the app loads in Arabic, right to left, by default', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await shoot(page, 'home-ar');
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
