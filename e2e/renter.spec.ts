import { expect, shoot, test } from './fixtures.ts';
import { baghdadDate, registerUser, requestBooking, t } from './support.ts';

test('journey 4: a renter registers, books with validated dates, sees it pending and cancels another', async ({
  page,
  owner,
}) => {
  // Nights are booked on a short-term rental; any other listing takes a viewing request (issue 19).
  const flat = await owner.createListing({ rental_type: 'short', price: 80_000 });
  const other = await owner.createListing({ rental_type: 'short', price: 60_000 });
  const renter = await registerUser(page.request, 'renter');

  await page.goto(`/apartments/${flat.id}`);
  const form = page.getByRole('form', { name: t('ar', 'booking:form.title') });
  await expect(form).toBeVisible();
  await expect(form.getByLabel(t('ar', 'booking:form.name'))).toHaveValue(`${renter.firstName} ${renter.lastName}`);
  await expect(form.getByLabel(t('ar', 'booking:form.email'))).toHaveValue(renter.email);
  const checkIn = form.getByLabel(t('ar', 'booking:form.checkIn'));
  const checkOut = form.getByLabel(t('ar', 'booking:form.checkOut'));
  // Past days cannot be picked in the calendar.
  await expect(checkIn).toHaveAttribute('min', baghdadDate(0));
  await expect(checkOut).toHaveAttribute('min', baghdadDate(1));
  await form.getByLabel(t('ar', 'booking:form.phone')).fill('+964 770 123 4567');
  const submit = form.getByRole('button', { name: t('ar', 'booking:form.submit') });

  // A typed past date and a check-out before check-in are refused with their messages.
  await checkIn.fill(baghdadDate(-1));
  await checkOut.fill(baghdadDate(3));
  await submit.click();
  await expect(form.getByText(t('ar', 'booking:errors.checkInPast'))).toBeVisible();
  await checkIn.fill(baghdadDate(10));
  await expect(checkOut).toHaveAttribute('min', baghdadDate(11));
  await checkOut.fill(baghdadDate(5));
  await submit.click();
  await expect(form.getByText(t('ar', 'booking:errors.checkOutAfterCheckIn'))).toBeVisible();
  await shoot(page, 'j4-booking-errors');
  expect(await (await page.request.get('/api/bookings?mine=true')).json()).toEqual([]);

  await checkIn.fill(baghdadDate(7));
  await checkOut.fill(baghdadDate(10));
  await expect(form.getByText(t('ar', 'booking:form.nights', { count: 3 }))).toBeVisible();
  await submit.click();
  await expect(page.getByText(t('ar', 'booking:toast.successTitle'), { exact: true })).toBeVisible();
  // The toast region and its announcement speak the interface language.
  await expect(
    page.getByRole('region', { name: t('ar', 'shell:toast.region').replace('{hotkey}', 'F8') }),
  ).toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: t('ar', 'booking:toast.successTitle') })).toHaveText(
    new RegExp(`^${t('ar', 'shell:toast.label')}\\s*${t('ar', 'booking:toast.successTitle')}`),
  );
  await shoot(page, 'j4-booking-submitted');

  await requestBooking(page.request, other.id, 20, 22);
  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { level: 1, name: t('ar', 'bookings:heading') })).toBeVisible();
  const row = (title: string) => page.getByRole('listitem').filter({ hasText: title });
  await expect(row(flat.title_ar)).toContainText(t('ar', 'common:bookingStatus.pending'));
  await expect(row(other.title_ar)).toContainText(t('ar', 'common:bookingStatus.pending'));
  await page.getByRole('button', { name: t('ar', 'bookings:cancelNamed', { title: other.title_ar }) }).click();
  await expect(page.getByText(t('ar', 'bookings:toast.cancelled'), { exact: true })).toBeVisible();
  await expect(row(other.title_ar)).toContainText(t('ar', 'common:bookingStatus.cancelled'));
  await expect(row(flat.title_ar)).toContainText(t('ar', 'common:bookingStatus.pending'));
  await expect(
    page.getByRole('button', { name: t('ar', 'bookings:cancelNamed', { title: other.title_ar }) }),
  ).toHaveCount(0);
  await shoot(page, 'j4-my-bookings');

  const stored = (await (await page.request.get('/api/bookings?mine=true')).json()) as {
    apartment_id: number;
    status: string;
    check_in: string;
  }[];
  expect(
    stored
      .map(({ apartment_id, status, check_in }) => ({ apartment_id, status, check_in }))
      .sort((a, b) => a.apartment_id - b.apartment_id),
  ).toEqual([
    { apartment_id: flat.id, status: 'pending', check_in: baghdadDate(7) },
    { apartment_id: other.id, status: 'cancelled', check_in: baghdadDate(20) },
  ]);
});
