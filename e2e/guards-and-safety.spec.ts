import { expect, shoot, test } from './fixtures.ts';
import { loginAdmin, registerUser, t, uniqueWord } from './support.ts';

test('journey 9: a renter is kept out of the admin area', async ({ page }) => {
  await registerUser(page.request, 'renter');
  await page.goto('/admin/apartments');
  // A renter asked to be an owner is sent to where they can become one.
  await expect(page).toHaveURL(/\/list-property$/);
  await expect(page.getByRole('heading', { level: 1, name: t('ar', 'account:listProperty.heading') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('ar', 'account:listProperty.convert.button') })).toBeVisible();
  await expect(page.getByRole('navigation', { name: t('ar', 'admin:nav.label') })).toHaveCount(0);
  await shoot(page, 'j9-renter-sent-away');
});

test('journey 9: a visitor opening /apartments/add is sent to log in', async ({ page }) => {
  await page.goto('/apartments/add');
  await expect(page).toHaveURL(/\/login\?next=%2Fapartments%2Fadd$/);
  await expect(page.getByRole('heading', { name: t('ar', 'account:login.heading') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('ar', 'owner:add.heading') })).toHaveCount(0);
  await shoot(page, 'j9-visitor-to-login');
});

test('journey 9: an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: t('ar', 'common:notFound.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('ar', 'common:notFound.home') })).toBeVisible();
  await shoot(page, 'j9-not-found');
});

test('journey 10: the contact form sends a message', async ({ page, playwright, baseURL }) => {
  const word = uniqueWord();
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: t('ar', 'contact:heading') })).toBeVisible();
  await page.getByLabel(t('ar', 'contact:fields.name')).fill('حسين علي');
  await page.getByLabel(t('ar', 'contact:fields.email')).fill('hussein@example.iq');
  await page.getByLabel(t('ar', 'contact:fields.message')).fill(`أود الاستفسار عن شقة في الكرادة ${word}`);
  await page.getByRole('button', { name: t('ar', 'contact:send') }).click();
  await expect(page.getByText(t('ar', 'contact:toast.sentTitle'), { exact: true })).toBeVisible();
  await shoot(page, 'j10-contact-sent');

  const admin = await playwright.request.newContext({ baseURL });
  await loginAdmin(admin);
  const messages = (await (await admin.get('/api/contact-messages')).json()) as { message: string }[];
  expect(messages.some((m) => m.message.includes(word))).toBe(true);
  await admin.dispose();
});

test('journey 10: a listing title holding markup is shown as text', async ({ page, owner }) => {
  const payload = '<img src=x onerror=alert(1)>';
  const listing = await owner.createListing({ title_en: `Flat ${payload}`, title_ar: `شقة ${payload}` });
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));

  await page.goto(`/apartments/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`شقة ${payload}`);
  await page.goto(`/?q=${encodeURIComponent('onerror')}`);
  await expect(page.getByRole('heading', { name: `شقة ${payload}` })).toBeVisible();
  await shoot(page, 'j10-markup-as-text');
  expect(dialogs).toEqual([]);
  expect(requests.filter((path) => path.endsWith('/x'))).toEqual([]);
});
