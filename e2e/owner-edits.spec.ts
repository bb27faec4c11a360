import { formatNumber } from '#common/format-dinar.ts';
import { expect, shoot, test } from './fixtures.ts';
import { createListing, deleteListing, demoPhotos, registerUser, t } from './support.ts';

test('an owner edits the description, the area and the cover of a listing, and sees them on its page', async ({
  page,
}) => {
  await registerUser(page.request, 'owner');
  const [first, second] = await demoPhotos(page.request, 2);
  const listing = await createListing(page.request, { images: [first, second] });
  try {
    // From their card on My Properties to the edit page.
    await page.goto('/my-properties');
    await page
      .getByRole('link', { name: t('ar', 'owner:mine.edit') })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/my-properties/${listing.id}/edit$`));
    await expect(page.getByRole('heading', { name: t('ar', 'owner:edit.heading') })).toBeVisible();
    const tab = (name: string) => page.getByRole('tab', { name: t('ar', `owner:add.tabs.${name}`) });
    const field = (key: string) => page.getByLabel(t('ar', `owner:fields.${key}`), { exact: true });
    await expect(field('title_ar')).toHaveValue(listing.title_ar);
    await shoot(page, 'edit-basic');

    const description = 'شقة مجددة بالكامل مع مطبخ جديد وإطلالة على النهر.';
    await field('description_ar').fill(description);
    await tab('details').click();
    await expect(field('area')).toHaveValue('120');
    await field('area').fill('155');
    await tab('photos').click();
    const photo2 = t('ar', 'owner:add.photos.stored', { number: 2 });
    await page.getByRole('button', { name: t('ar', 'owner:add.photos.makeCover', { name: photo2 }) }).click();
    await shoot(page, 'edit-photos');
    await page.getByRole('button', { name: t('ar', 'owner:edit.submit') }).click();

    // Lands on the listing, which shows the new text and area.
    await expect(page).toHaveURL(new RegExp(`/apartments/${listing.id}$`));
    await expect(page.getByText(t('ar', 'owner:toast.updated'), { exact: true })).toBeVisible();
    await expect(page.getByText(description)).toBeVisible();
    await expect(page.getByText(t('ar', 'listings:card.area', { area: formatNumber(155, 'ar') }))).toBeVisible();
    await expect(page.getByRole('link', { name: t('ar', 'listings:detail.edit') })).toBeVisible();
    const stored = await (await page.request.get(`/api/apartments/${listing.id}`)).json();
    expect(stored).toMatchObject({ description_ar: description, area: 155, title_ar: listing.title_ar });
    expect(stored.images).toEqual([second, first]);
  } finally {
    await deleteListing(page.request, listing.id);
  }
});
