import { formatDay } from '#common/dates.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button, Spinner } from '#web/components/form/button.tsx';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import { useLanguage } from '#web/lib/language.ts';
import type { BookingDecision, BookingJson } from '#common/bookings.ts';
import { bookedListingTitle, pickText } from '#common/languages.ts';
import { PhoneLinks } from '#web/components/ui/phone-links.tsx';
import { useDecideBooking, useManagedBookings } from '../api/manage-bookings.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';

const COLUMNS = ['apartment', 'guest', 'request', 'checkIn', 'checkOut', 'status', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

/**
 * One table on every screen: from `sm` up a table, below it each row a card whose cells name
 * their column (a 390 px phone has no room for seven columns, and one DOM keeps one set of roles).
 */
const CELL = 'block px-3 py-1.5 sm:table-cell sm:p-3';

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
  if (bookings.data.length === 0)
    return <p className="p-6 text-center text-slate-600 dark:text-slate-400">{t('bookings.empty')}</p>;

  return (
    <div className="sm:overflow-x-auto sm:rounded-xl sm:border sm:border-slate-200 sm:dark:border-slate-800">
      <table className="block w-full text-sm sm:table sm:min-w-[56rem]">
        <thead className="sr-only bg-slate-50 sm:not-sr-only sm:table-header-group dark:bg-slate-900">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="p-3 text-start font-semibold">
                {t(`bookings.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="grid gap-3 sm:table-row-group">
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
  const title = pickText(language, bookedListingTitle(booking)) ?? t('bookings.unknown');
  const day = (date: string | null) => (date ? formatDay(date, language) : t('bookings.noDate'));
  const label = (column: Column | 'preferredDate') => (
    <span className="me-1 text-xs font-semibold text-slate-600 sm:hidden dark:text-slate-400">
      {t(`bookings.columns.${column}`)}:
    </span>
  );
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
    <tr className="block rounded-xl border border-slate-200 py-2 sm:table-row sm:rounded-none sm:border-x-0 sm:border-b-0 sm:py-0 dark:border-slate-800">
      <td className={`${CELL} text-base font-medium sm:text-sm`}>{title}</td>
      <td className={`${CELL} sm:min-w-60`}>
        <div className="font-medium">{booking.name}</div>
        <div className="my-1">
          <PhoneLinks phone={booking.phone} name={booking.name} />
        </div>
        <a
          href={`mailto:${booking.email}`}
          className="break-all text-slate-600 hover:underline dark:text-slate-400"
          dir="ltr"
        >
          {booking.email}
        </a>
      </td>
      <td className={`${CELL} sm:max-w-64`}>
        {label('request')}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium dark:bg-slate-800">
          {t(`bookings.kind.${booking.kind}`)}
        </span>
        {booking.message && (
          <p className="mt-1 whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{booking.message}</p>
        )}
      </td>
      <td className={`${CELL} whitespace-nowrap`}>
        {label(booking.kind === 'viewing' ? 'preferredDate' : 'checkIn')}
        <span>{day(booking.check_in)}</span>
      </td>
      <td className={`${CELL} whitespace-nowrap ${booking.check_out ? '' : 'max-sm:hidden'}`}>
        {label('checkOut')}
        <span>{day(booking.check_out)}</span>
      </td>
      <td className={`${CELL} whitespace-nowrap`}>
        {label('status')}
        <BookingStatusBadge status={booking.status} />
      </td>
      <td className={CELL}>
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
