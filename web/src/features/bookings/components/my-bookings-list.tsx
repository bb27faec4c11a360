import { formatDay } from '#common/dates.ts';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from '#web/lib/links.tsx';
import { Button, buttonClass, Spinner } from '#web/components/form/button.tsx';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import { useLanguage } from '#web/lib/language.ts';
import type { BookingJson } from '#common/bookings.ts';
import { bookedListingTitle, pickText } from '#common/languages.ts';
import { PhoneLinks } from '#web/components/ui/phone-links.tsx';
import { useCancelBooking, useMyBookings } from '../api/my-bookings.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';

/** The signed-in user's booking requests, newest first as the server sends them; pending ones can be cancelled. */
export function MyBookingsList() {
  const { t } = useTranslation('bookings');
  const bookings = useMyBookings();

  if (bookings.isPending) return <Spinner label={t('loading')} />;
  if (bookings.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700 dark:bg-red-950 dark:text-red-300">
        {t('error')}
      </p>
    );
  }
  if (bookings.data.length === 0) {
    return (
      <div className="grid place-items-center gap-3 rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
        <CalendarDays aria-hidden className="size-10 text-slate-400" />
        <p>{t('empty')}</p>
        <Link to="/" className={buttonClass()}>
          {t('browse')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid gap-3">
      {bookings.data.map((booking) => (
        <BookingCard key={booking.id} booking={booking} />
      ))}
    </ul>
  );
}

function BookingCard({ booking }: { booking: BookingJson }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const cancel = useCancelBooking();
  const title = pickText(language, bookedListingTitle(booking)) ?? t('unknown');
  const day = (date: string) => formatDay(date, language);
  let when: string;
  if (booking.check_in && booking.check_out) {
    when = t('dates', { checkIn: day(booking.check_in), checkOut: day(booking.check_out) });
  } else {
    const preferred = booking.check_in ? t('preferredDate', { date: day(booking.check_in) }) : t('noDate');
    when = `${t('viewing')} · ${preferred}`;
  }
  const onCancel = () =>
    cancel.mutate(booking.id, {
      onSuccess: () => showToast({ title: t('toast.success'), description: t('toast.cancelled') }),
      onError: (error) => showFailure(error, t('toast.error'), t('toast.cancelFailed')),
    });

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="grid gap-1">
        <Link to={`/apartments/${booking.apartment_id}`} className="font-semibold hover:underline">
          {title}
        </Link>
        <p className="text-sm text-slate-600 dark:text-slate-300">{when}</p>
        {booking.owner_phone && (
          <div className="mt-1 grid gap-1">
            <p className="text-sm font-medium">{t('ownerContact')}</p>
            <PhoneLinks phone={booking.owner_phone} whatsapp={booking.owner_whatsapp === true} />
          </div>
        )}
      </div>
      <div className="flex items-center gap-3">
        <BookingStatusBadge status={booking.status} />
        {booking.status === 'pending' && (
          <Button
            variant="outline"
            size="sm"
            isBusy={cancel.isPending}
            onClick={onCancel}
            aria-label={t('cancelNamed', { title })}
          >
            {t('cancel')}
          </Button>
        )}
      </div>
    </li>
  );
}
