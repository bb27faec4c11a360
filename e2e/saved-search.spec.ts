import { expect, shoot, test } from './fixtures.ts';
import { registerUser, t } from './support.ts';

test('journey 7: a saved search tells the renter of a new match and, urgently, of its 20% price drop', async ({
  page,
  owner,
}) => {
  await registerUser(page.request, 'renter');
  await page.goto('/notification-preferences');
  await expect(
    page.getByRole('heading', { level: 1, name: t('ar', 'notifications:preferences.heading') }),
  ).toBeVisible();
  await page.getByRole('button', { name: t('ar', 'notifications:preferences.add') }).click();
  const dialog = page.getByRole('dialog', { name: t('ar', 'notifications:preferences.createTitle') });
  await dialog
    .getByLabel(t('ar', 'notifications:preferences.fields.listingType'))
    .selectOption({ label: t('ar', 'notifications:preferences.listingTypes.rent') });
  await dialog.getByLabel(t('ar', 'notifications:preferences.fields.location')).selectOption({ label: 'البصرة' });
  await dialog.getByLabel(t('ar', 'notifications:preferences.fields.maxPrice')).fill('2,000,000');
  await shoot(page, 'j7-saved-search-form');
  await dialog.getByRole('button', { name: t('ar', 'notifications:preferences.save') }).click();
  await expect(page.getByText(t('ar', 'notifications:preferences.saved'), { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const [preference] = (await (await page.request.get('/api/notification-preferences')).json()) as Record<
    string,
    unknown
  >[];
  expect(preference).toMatchObject({ listingType: 'rent', location: 'basra', maxPrice: 2_000_000 });

  const listing = await owner.createListing({
    price: 1_500_000,
    location_en: 'Al-Jazair, Basra',
    location_ar: 'الجزائر، البصرة',
  });
  const word = listing.title_en.split(' ').at(-1) as string;
  await page.goto('/');
  const bell = (count: number) =>
    page.getByRole('button', { name: t('ar', 'notifications:bell.labelUnread', { count }) });
  await expect(bell(1)).toBeVisible();
  await expect(bell(1)).toContainText('1');

  // 1,500,000 → 1,200,000 is a 20% drop: urgent.
  const drop = await owner.request.patch(`/api/apartments/${listing.id}/price`, { data: { price: 1_200_000 } });
  expect(drop.status()).toBe(200);
  await page.reload();
  await expect(bell(2)).toBeVisible();
  await bell(2).click();
  const items = page.getByRole('listitem').filter({ hasText: word });
  await expect(items).toHaveCount(2);
  const priceDrop = items.filter({ hasText: 'انخفاض السعر' });
  await expect(priceDrop).toHaveAttribute('data-urgency', 'urgent');
  await expect(priceDrop).toHaveClass(/border-s-red-600/);
  await expect(priceDrop).toContainText('20%');
  await expect(items.filter({ hasText: 'عقار جديد' })).toBeVisible();
  await shoot(page, 'j7-price-drop-urgent');
});

test('Save this search keeps the richer filters: a villa in Erbil with a garden alerts, one without a garden does not', async ({
  page,
  owner,
}) => {
  await registerUser(page.request, 'renter');
  await page.goto('/en/sales?city=erbil&propertyType=villa&amenities=garden&minArea=100');
  await page.getByRole('button', { name: t('en', 'listings:saveSearch.button') }).click();
  await expect(page.getByRole('link', { name: t('en', 'listings:saveSearch.manage') })).toBeVisible();
  const [preference] = (await (await page.request.get('/api/notification-preferences')).json()) as Record<
    string,
    unknown
  >[];
  expect(preference).toMatchObject({
    listingType: 'sale',
    location: 'erbil',
    propertyType: 'villa',
    amenities: ['garden'],
    minArea: 100,
  });

  const villa = {
    listing_type: 'sale',
    rental_type: null,
    property_type: 'villa',
    price: 250_000_000,
    area: 300,
    location_en: 'Ankawa, Erbil',
    location_ar: 'عنكاوا، أربيل',
  };
  const withGarden = await owner.createListing({ ...villa, amenities: ['garden', 'parking'] });
  const withoutGarden = await owner.createListing({ ...villa, amenities: ['parking'] });

  await page.goto('/en/notification-preferences');
  await expect(page.getByText('For sale · Villa · Erbil · 100+ m² · Garden', { exact: true })).toBeVisible();
  await shoot(page, 'saved-search-richer-filters');
  const bell = page.getByRole('button', { name: t('en', 'notifications:bell.labelUnread', { count: 1 }) });
  await expect(bell).toBeVisible();
  await bell.click();
  const word = (listing: { title_en: string }) => listing.title_en.split(' ').at(-1) as string;
  await expect(page.getByRole('listitem').filter({ hasText: word(withGarden) })).toHaveCount(1);
  await expect(page.getByRole('listitem').filter({ hasText: word(withoutGarden) })).toHaveCount(0);
});
