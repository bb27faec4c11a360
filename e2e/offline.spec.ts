import { expect, shoot, test, useLanguage } from './fixtures.ts';
import { t } from './support.ts';

test.use({ serviceWorkers: 'allow' });

test('journey 12: a listing opened before reads offline, and a page never opened says the device is offline', async ({
  page,
  context,
  consoleErrors,
}) => {
  await useLanguage(page, 'en');
  await page.goto('/');
  // (An expression: the e2e files are type-checked without the DOM library.)
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  // Once the worker controls the page, what the reader opens is kept.
  await page.reload();
  // A demo listing: the journeys running beside this one withdraw and delete their own listings.
  const card = page
    .locator('#main article')
    .filter({ hasNot: page.getByRole('heading', { name: /^(Test flat|Flat|Renovated flat) / }) })
    .first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  // Offline, what the device did not keep fails to load through the worker (net::ERR_FAILED): that
  // is the condition under test, not a defect; anything else logged offline still fails the test.
  const offlineFrom = consoleErrors.length;
  // Offline: the home page and the listing come from what the device kept.
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: t('en', 'shell:offline') })).toBeVisible();
  await page.locator('#main article').filter({ hasText: title }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await shoot(page, 'j12-offline-listing');

  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await context.setOffline(false);
  const offline = consoleErrors.splice(offlineFrom);
  consoleErrors.push(...offline.filter((error) => !/^Failed to load resource: net::ERR_FAILED$/.test(error)));
});
