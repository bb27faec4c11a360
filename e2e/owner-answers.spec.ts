import { expect, shoot, test } from './fixtures.ts';
import { registerUser, requestBooking, t } from './support.ts';

test('journey 6: the owner confirms a booking; the renter is told, marks it read and deletes it', async ({
  page,
  owner,
  openBrowser,
}) => {
  const listing = await owner.createListing();
  const word = listing.title_en.split(' ').at(-1) as string;
  const renterPage = await openBrowser();
  await registerUser(renterPage.request, 'renter');
  await requestBooking(renterPage.request, listing.id, 3, 6);
  await page.request.post('/api/login', { data: { email: owner.user.email, password: owner.user.password } });

  await page.goto('/admin/bookings');
  const row = page.getByRole('row').filter({ hasText: listing.title_ar });
  await expect(row).toContainText(t('ar', 'common:bookingStatus.pending'));
  await shoot(page, 'j6-owner-bookings');
  await row.getByRole('button', { name: t('ar', 'admin:bookings.confirm') }).click();
  await expect(page.getByText(t('ar', 'admin:toast.bookingConfirmed'), { exact: true })).toBeVisible();
  await expect(row).toContainText(t('ar', 'common:bookingStatus.confirmed'));
  await expect(row.getByRole('button', { name: t('ar', 'admin:bookings.confirm') })).toHaveCount(0);

  await renterPage.goto('/');
  const bell = renterPage.getByRole('button', { name: t('ar', 'notifications:bell.labelUnread', { count: 1 }) });
  await expect(bell).toBeVisible();
  await expect(bell).toContainText('1');
  await bell.click();
  const item = renterPage.getByRole('listitem').filter({ hasText: word });
  await expect(item).toContainText(t('ar', 'notifications:bell.unread'));
  await expect(item).toContainText('تم تأكيد الحجز');
  await shoot(renterPage, 'j6-renter-bell');
  await item.getByRole('button', { name: t('ar', 'notifications:bell.markRead') }).click();
  await expect(
    renterPage.getByRole('button', { name: t('ar', 'notifications:bell.label'), exact: true }),
  ).toBeVisible();
  await expect(item).not.toContainText(t('ar', 'notifications:bell.unread'));
  await item
    .getByRole('button', { name: t('ar', 'notifications:bell.deleteNamed', { title: 'تم تأكيد الحجز' }) })
    .click();
  await expect(renterPage.getByText(t('ar', 'notifications:toast.deleted'), { exact: true })).toBeVisible();
  await expect(renterPage.getByText(t('ar', 'notifications:bell.empty'))).toBeVisible();
  expect(await (await renterPage.request.get('/api/notifications')).json()).toEqual([]);
});
