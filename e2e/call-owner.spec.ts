import { listingReference } from '#common/listings.ts';
import { expect, shoot, test, useLanguage, VIEWPORTS } from './fixtures.ts';
import { t } from './support.ts';

test('call the owner (ar, phone): a visitor reveals the number of a sale, calls it, and WhatsApp names the listing', async ({
  page,
  owner,
}) => {
  const answer = await owner.request.patch('/api/auth/user', { data: { phone: '٠٧٨٠ ١٢٣ ٤٥٦٧', whatsapp: true } });
  expect(answer.status()).toBe(200);
  const sale = await owner.createListing({
    listing_type: 'sale',
    rental_type: null,
    price: 150_000_000,
    location_en: 'Mansour, Baghdad',
    location_ar: 'المنصور، بغداد',
  });
  const reference = listingReference(sale.id);

  await page.setViewportSize(VIEWPORTS.phone);
  await useLanguage(page, 'ar');
  await page.goto(`/apartments/${sale.id}`);
  await expect(page.getByRole('heading', { level: 1, name: sale.title_ar })).toBeVisible();
  const contact = page.getByRole('region', { name: t('ar', 'listings:contact.heading') });
  await expect(contact.getByText(t('ar', 'listings:contact.owner', { name: owner.user.firstName }))).toBeVisible();
  await expect(contact.getByText(reference)).toBeVisible();

  await contact.getByRole('button', { name: t('ar', 'listings:contact.show') }).click();
  const call = contact.getByRole('link', { name: t('ar', 'listings:contact.call', { phone: '0780 123 4567' }) });
  await expect(call).toHaveAttribute('href', 'tel:+9647801234567');
  const whatsapp = contact.getByRole('link', { name: t('ar', 'listings:contact.whatsapp') });
  const href = (await whatsapp.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/9647801234567\?text=/);
  const text = new URL(href).searchParams.get('text') ?? '';
  expect(text).toContain(reference);
  expect(text).toContain(sale.title_ar);
  expect(text).toContain(`/apartments/${sale.id}`);
  await shoot(page, 'call-owner-ar');

  // The owner sees the reveal among the listing's leads.
  const leads = await owner.request.get(`/api/apartments/${sale.id}/leads`);
  expect(await leads.json()).toMatchObject({ contactReveals: 1 });
});
