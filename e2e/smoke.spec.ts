import type { Page } from '@playwright/test';
import { expect, shoot, test, useLanguage } from './fixtures.ts';
import { demoPhotos, t } from './support.ts';

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

test("the app's code waits for the first photo, then the page comes alive", async ({ page, owner }) => {
  const photos = await demoPhotos(page.request);
  const listing = await owner.createListing({ images: photos });
  const events: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/.+\.js$/.test(request.url())) events.push('code');
  });
  page.on('requestfinished', (request) => {
    if (/\/uploads\/.+\.webp$/.test(request.url())) events.push('photo');
  });
  // A slow link: the gallery's first photo takes 500 ms to come.
  await page.route(/\/uploads\/.+\.webp$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await useLanguage(page, 'en');
  await page.goto(`/apartments/${listing.id}`);
  expect(events[0], 'no code is asked for before the first photo is in').toBe('photo');
  expect(events).toContain('code');
  // Alive: the gallery is React's, and opens its first photo full screen.
  const total = photos.length;
  await page.getByRole('button', { name: t('en', 'listings:gallery.open', { number: 1, total }) }).click();
  await expect(
    page.getByRole('dialog', { name: t('en', 'listings:gallery.viewer', { number: 1, total }) }),
  ).toBeVisible();
});

test('a tap before the code came is kept: the phone number, the heart and the way in answer once it has', async ({
  page,
  owner,
}) => {
  expect((await owner.request.patch('/api/auth/user', { data: { phone: '07801234567' } })).status()).toBe(200);
  const listing = await owner.createListing();
  // The owner's contact, the heart and a visitor's ways in are lazy parts, slow to come here.
  let isPartCodeIn = false;
  await page.route(/\/assets\/(owner-contact|favourite-button|booking-login-prompt)-.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  page.on('requestfinished', (request) => {
    if (/\/assets\/owner-contact-.+\.js$/.test(request.url())) isPartCodeIn = true;
  });
  await useLanguage(page, 'en');
  await page.goto(`/en/apartments/${listing.id}`, { waitUntil: 'commit' });
  // Tapped as soon as the server's page shows them.
  await page.getByRole('button', { name: t('en', 'listings:contact.show') }).click();
  const heart = page.getByRole('button', { name: t('en', 'listings:favourites.toggle', { title: listing.title_en }) });
  await heart.click();
  expect(isPartCodeIn, 'tapped before the part could answer').toBe(false);
  await page.getByRole('button', { name: t('en', 'booking:prompt.identityProvider') }).click();

  // The way in opens the login dialog; closed, the page behind shows what the other taps did.
  const dialog = page.getByRole('dialog', { name: t('en', 'auth:dialog.title') });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('link', { name: t('en', 'listings:contact.call', { phone: '0780 123 4567' }) }),
  ).toHaveAttribute('href', 'tel:+9647801234567');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
});

test('short stays chosen before the code came are shown once it has', async ({ page }) => {
  // The app's code is slow to come here.
  let isCodeIn = false;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  page.on('requestfinished', (request) => {
    if (/\/assets\/.+\.js$/.test(request.url())) isCodeIn = true;
  });
  await useLanguage(page, 'en');
  await page.goto('/en', { waitUntil: 'commit' });
  // Chosen on the server's page: it stays as drawn (not checked and ignored) until the app hears it.
  await page.getByText(t('en', 'listings:rentalTypes.short'), { exact: true }).click();
  expect(isCodeIn, 'chosen before the app could hear it').toBe(false);
  await expect(page).toHaveURL(/rentalType=short/);
  await expect(page.getByRole('radio', { name: t('en', 'listings:rentalTypes.short') })).toBeChecked();
  await expect(page.getByRole('heading', { name: t('en', 'listings:rentHeading.short'), exact: true })).toBeVisible();
});

test('a message sent before the code came is sent once it has, not put into the address', async ({ page }) => {
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await useLanguage(page, 'en');
  await page.goto('/en/contact', { waitUntil: 'commit' });
  await page.getByLabel(t('en', 'contact:fields.name')).fill('Ali Hassan');
  await page.getByLabel(t('en', 'contact:fields.email')).fill('ali@example.iq');
  await page.getByLabel(t('en', 'contact:fields.message')).fill('Is the flat in Karrada still free?');
  await page.getByRole('button', { name: t('en', 'contact:send') }).click();
  await expect(page.getByText(t('en', 'contact:toast.sentTitle')).first()).toBeVisible();
  expect(page.url(), 'the fields stay out of the address').toMatch(/\/en\/contact$/);
});

test('a photo that never comes does not keep the page from coming alive', async ({ page }) => {
  await page.route(/\/uploads\/.+\.webp$/, () => {
    // Never answered: the photo hangs as on a dead link.
  });
  await useLanguage(page, 'en');
  // The load event waits for the photo; goto still returns once the app has started (fixtures.ts).
  await page.goto('/en/sales', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
});
