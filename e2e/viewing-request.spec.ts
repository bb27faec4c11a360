import { expect, shoot, test, VIEWPORTS } from './fixtures.ts';
import { registerUser, t } from './support.ts';

test.use({ viewport: VIEWPORTS.phone });

test('issue 19: a seeker asks to view a house for sale; the owner sees the phone, calls and confirms', async ({
  page,
  owner,
  openBrowser,
}) => {
  const sale = await owner.createListing({ listing_type: 'sale', rental_type: null, price: 250_000_000 });
  const ownerNumber = await owner.request.patch('/api/auth/user', { data: { phone: '0780 765 4321', whatsapp: true } });
  expect(ownerNumber.status()).toBe(200);

  // The seeker, in Arabic at phone width: the page offers a viewing, not a stay of nights.
  const seeker = await registerUser(page.request, 'renter');
  await page.goto(`/apartments/${sale.id}`);
  const form = page.getByRole('form', { name: t('ar', 'booking:viewing.title') });
  await expect(form).toBeVisible();
  await expect(page.getByRole('heading', { name: t('ar', 'listings:detail.view') })).toBeVisible();
  await expect(form.getByLabel(t('ar', 'booking:form.checkOut'))).toHaveCount(0);
  await expect(form.getByLabel(t('ar', 'booking:form.name'))).toHaveValue(`${seeker.firstName} ${seeker.lastName}`);
  await form.getByLabel(t('ar', 'booking:form.phone')).fill('0770 555 1234');
  await form.getByLabel(t('ar', 'booking:viewing.message')).fill('هل يمكنني رؤية البيت يوم الجمعة؟');
  await form.scrollIntoViewIfNeeded();
  await shoot(page, 'i19-viewing-form');
  await form.getByRole('button', { name: t('ar', 'booking:viewing.submit') }).click();
  await expect(page.getByText(t('ar', 'booking:toast.viewingTitle'), { exact: true })).toBeVisible();

  // The owner, on a phone too: the request with the seeker's phone, WhatsApp and message.
  const ownerPage = await openBrowser();
  await ownerPage.setViewportSize(VIEWPORTS.phone);
  await ownerPage.request.post('/api/login', { data: { email: owner.user.email, password: owner.user.password } });
  // On their own listing the owner is offered to manage it, never to book it.
  await ownerPage.goto(`/apartments/${sale.id}`);
  await expect(ownerPage.getByText(t('ar', 'booking:own.text'))).toBeVisible();
  await expect(ownerPage.getByRole('form', { name: t('ar', 'booking:viewing.title') })).toHaveCount(0);

  await ownerPage.goto('/admin/bookings');
  const row = ownerPage.getByRole('row').filter({ hasText: sale.title_ar });
  await expect(row).toContainText(t('ar', 'admin:bookings.kind.viewing'));
  await expect(row).toContainText('هل يمكنني رؤية البيت يوم الجمعة؟');
  const call = row.getByRole('link', {
    name: t('ar', 'common:phoneLinks.callNamed', {
      name: `${seeker.firstName} ${seeker.lastName}`,
      phone: '0770 555 1234',
    }),
  });
  await expect(call).toHaveAttribute('href', 'tel:+9647705551234');
  await expect(
    row.getByRole('link', {
      name: t('ar', 'common:phoneLinks.whatsappNamed', { name: `${seeker.firstName} ${seeker.lastName}` }),
    }),
  ).toHaveAttribute('href', 'https://wa.me/9647705551234');
  // The row is a card that fits the phone: nothing scrolls sideways.
  const overflow = await ownerPage.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shoot(ownerPage, 'i19-owner-bookings');

  await row.getByRole('button', { name: t('ar', 'admin:bookings.confirm') }).click();
  await expect(ownerPage.getByText(t('ar', 'admin:toast.bookingConfirmed'), { exact: true })).toBeVisible();
  await expect(row).toContainText(t('ar', 'common:bookingStatus.confirmed'));

  // The seeker sees the answer, and now the owner's number: call or WhatsApp.
  await page.goto('/my-bookings');
  const mine = page.getByRole('listitem').filter({ hasText: sale.title_ar });
  await expect(mine).toContainText(t('ar', 'common:bookingStatus.confirmed'));
  await expect(mine).toContainText(t('ar', 'bookings:viewing'));
  await expect(mine).toContainText(t('ar', 'bookings:ownerContact'));
  await expect(mine.getByRole('link', { name: '0780 765 4321' })).toHaveAttribute('href', 'tel:+9647807654321');
  await expect(mine.getByRole('link', { name: t('ar', 'common:phoneLinks.whatsapp') })).toHaveAttribute(
    'href',
    'https://wa.me/9647807654321',
  );
  await shoot(page, 'i19-seeker-my-bookings');
});
