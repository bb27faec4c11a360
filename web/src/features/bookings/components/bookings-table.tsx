import { formatDay } from '#common/dates.ts';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '#web/components/form/button.tsx';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import { useLanguage } from '#web/lib/language.ts';
import type { BookingDecision, BookingJson } from '#common/bookings.ts';
import { pickText } from '#common/languages.ts';
import { useDecideBooking, useManagedBookings } from '../api/manage-bookings.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';

const COLUMNS = ['apartment', 'guest', 'checkIn', 'checkOut', 'status', 'actions'] as const;

/** Booking requests (all for an admin, those on their listings for an owner) with confirm / decline. */
export function BookingsTable() {
  const { t } = useTranslation('admin');
  const bookings = useManagedBookings();

  if (bookings.isPending) return <Spinner label={t('loading')} />;
  if (bookings.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700 dark:bg-red-950 dark:text-red-300">
        {t('bookings.error')}
      </p>
    );
  }
  if (bookings.data.length === 0) return <p className="p-6 text-center text-slate-500">{t('bookings.empty')}</p>;

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full min-w-[48rem] text-sm">
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="p-3 text-start font-semibold">
                {t(`bookings.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bookings.data.map((booking) => (
            <BookingRow key={booking.id} booking={booking} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BookingRow({ booking }: { booking: BookingJson }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const decide = useDecideBooking();
  const title =
    pickText(language, { en: booking.apartment_title_en, ar: booking.apartment_title_ar }) ?? t('bookings.unknown');
  const day = (date: string) => formatDay(date, language);
  const answer = (status: BookingDecision) =>
    decide.mutate(
      { id: booking.id, status },
      {
        onSuccess: () =>
          showToast({
            title: t('toast.success'),
            description: t(status === 'confirmed' ? 'toast.bookingConfirmed' : 'toast.bookingDeclined'),
          }),
        onError: (error) => showFailure(error, t('toast.error'), t('toast.bookingFailed')),
      },
    );

  return (
    <tr className="border-t border-slate-200 dark:border-slate-800">
      <td className="p-3 font-medium">{title}</td>
      <td className="p-3">
        <div>{booking.name}</div>
        <div className="text-slate-500" dir="ltr">
          {booking.email}
        </div>
      </td>
      <td className="p-3 whitespace-nowrap">{day(booking.check_in)}</td>
      <td className="p-3 whitespace-nowrap">{day(booking.check_out)}</td>
      <td className="p-3">
        <BookingStatusBadge status={booking.status} />
      </td>
      <td className="p-3">
        {booking.status === 'pending' && (
          <div className="flex gap-2">
            <Button
              size="sm"
              isBusy={decide.isPending && decide.variables?.status === 'confirmed'}
              disabled={decide.isPending}
              onClick={() => answer('confirmed')}
            >
              {t('bookings.confirm')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              isBusy={decide.isPending && decide.variables?.status === 'declined'}
              disabled={decide.isPending}
              onClick={() => answer('declined')}
            >
              {t('bookings.decline')}
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}
