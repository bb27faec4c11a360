import { expect, shoot, test } from './fixtures.ts';
import { demoPhotos, message, registerUser, requestBooking, t } from './support.ts';

test('journey 8: the admin checks counts, edits price, availability, details and photos, then deletes', async ({
  page,
  owner,
  playwright,
  baseURL,
  openBrowser,
}) => {
  // Six stages in two browsers with screenshots: 14 s alone, past the default half minute on two
  // busy cores beside the other journeys (it ran out at the details step in one full run).
  test.setTimeout(60_000);
  const [first, second, third] = await demoPhotos(page.request, 3);
  const listing = await owner.createListing({ images: [first, second] });
  const word = listing.title_en.split(' ').at(-1) as string;
  const renter = await playwright.request.newContext({ baseURL });
  await registerUser(renter, 'renter');
  await requestBooking(renter, listing.id, 5, 8);

  // Log in as the administrator npm run admin:create made.
  await page.goto('/login?next=%2Fadmin');
  await page.getByLabel(t('ar', 'account:fields.email')).fill(process.env.E2E_ADMIN_EMAIL as string);
  await page.getByLabel(t('ar', 'account:fields.password')).fill(process.env.E2E_ADMIN_PASSWORD as string);
  await page
    .getByRole('main')
    .getByRole('button', { name: t('ar', 'account:login.submit'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin$/);

  const stats = (await (await page.request.get('/api/admin/stats')).json()) as Record<string, number>;
  expect(stats.totalBookings).toBeGreaterThan(0);
  for (const key of ['totalApartments', 'totalBookings', 'pendingBookings', 'confirmedBookings']) {
    const tile = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: t('ar', `admin:stats.${key}`) }) });
    await expect(tile).toContainText(new Intl.NumberFormat('en').format(stats[key] as number));
  }
  await shoot(page, 'j8-dashboard');

  await page.getByRole('link', { name: t('ar', 'admin:nav.apartments') }).click();
  let title = listing.title_ar;
  const row = () => page.getByRole('row').filter({ hasText: title });
  await expect(row()).toBeVisible();
  const stored = async () =>
    (await (await page.request.get(`/api/apartments/${listing.id}`)).json()) as Record<string, unknown>;

  // Price: an invalid value is refused with the spec's message, a valid one is saved.
  await row()
    .getByRole('button', { name: t('ar', 'admin:apartments.editPrice', { title }) })
    .click();
  const priceInput = page.getByLabel(t('ar', 'admin:apartments.newPrice', { title }));
  await priceInput.fill('abc');
  await row()
    .getByRole('button', { name: t('ar', 'admin:apartments.save') })
    .click();
  await expect(row().getByRole('alert')).toHaveText(message('ar', 'validPrice'));
  await shoot(page, 'j8-invalid-price');
  await priceInput.fill('900000');
  await row()
    .getByRole('button', { name: t('ar', 'admin:apartments.save') })
    .click();
  await expect(page.getByText(t('ar', 'admin:toast.priceUpdated'), { exact: true })).toBeVisible();
  await expect(row()).toContainText('900,000');
  expect((await stored()).price).toBe(900_000);

  // Availability: off, and the listing leaves the public lists.
  const available = row().getByRole('switch', { name: t('ar', 'admin:apartments.availableFor', { title }) });
  await expect(available).toBeChecked();
  await available.click();
  await expect(page.getByText(t('ar', 'admin:toast.availabilityUpdated'), { exact: true })).toBeVisible();
  await expect(available).not.toBeChecked();
  expect((await stored()).available).toBe(false);
  const visitor = await openBrowser();
  await visitor.goto(`/?q=${word}`);
  await expect(visitor.getByText(t('ar', 'listings:states.empty'))).toBeVisible();

  // Details.
  await row()
    .getByRole('button', { name: t('ar', 'admin:apartments.editDetails', { title }) })
    .click();
  const details = page.getByRole('dialog', { name: t('ar', 'admin:details.title') });
  await details.getByLabel(t('ar', 'admin:details.title_ar')).fill(`شقة مجددة ${word}`);
  await details.getByLabel(t('ar', 'admin:details.title_en')).fill(`Renovated flat ${word}`);
  await details.getByLabel(t('ar', 'admin:details.bedrooms')).fill('3');
  await shoot(page, 'j8-details');
  await details.getByRole('button', { name: t('ar', 'admin:details.save') }).click();
  await expect(page.getByText(t('ar', 'admin:toast.detailsUpdated'), { exact: true })).toBeVisible();
  title = `شقة مجددة ${word}`;
  await expect(row()).toBeVisible();
  expect(await stored()).toMatchObject({ title_ar: title, title_en: `Renovated flat ${word}`, bedrooms: 3 });

  // Photos: add one by URL, remove the first, save.
  await row()
    .getByRole('button', { name: t('ar', 'admin:apartments.managePhotos', { title }) })
    .click();
  const photos = page.getByRole('dialog', { name: t('ar', 'admin:photos.title') });
  await expect(photos.getByRole('img')).toHaveCount(2);
  await photos.getByLabel(t('ar', 'admin:photos.url')).fill(third as string);
  await photos.getByRole('button', { name: t('ar', 'admin:photos.addUrl') }).click();
  await expect(photos.getByRole('img')).toHaveCount(3);
  const firstPhoto = t('ar', 'owner:add.photos.stored', { number: 1 });
  await photos.getByRole('button', { name: t('ar', 'owner:add.photos.remove', { name: firstPhoto }) }).click();
  await expect(photos.getByRole('img')).toHaveCount(2);
  await shoot(page, 'j8-photos');
  await photos.getByRole('button', { name: t('ar', 'admin:photos.save') }).click();
  await expect(page.getByText(t('ar', 'admin:toast.photosUpdated'), { exact: true })).toBeVisible();
  expect((await stored()).images).toEqual([second, third]);

  // Delete, confirmed in the dialog: the listing and its booking are gone.
  await row()
    .getByRole('button', { name: t('ar', 'admin:apartments.delete', { title }) })
    .click();
  const confirm = page.getByRole('alertdialog', { name: t('ar', 'admin:delete.title') });
  await expect(confirm).toContainText(t('ar', 'admin:delete.text'));
  await shoot(page, 'j8-delete-confirm');
  await confirm.getByRole('button', { name: t('ar', 'admin:delete.confirm') }).click();
  await expect(page.getByText(t('ar', 'admin:toast.deleted'), { exact: true })).toBeVisible();
  await expect(row()).toHaveCount(0);
  expect((await page.request.get(`/api/apartments/${listing.id}`)).status()).toBe(404);
  expect(await (await renter.get('/api/bookings?mine=true')).json()).toEqual([]);
  await renter.dispose();
});
