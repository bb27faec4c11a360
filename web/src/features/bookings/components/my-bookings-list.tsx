import { clsx } from 'clsx';
import { format, parseISO } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass, Spinner } from '../../../components/form/button.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { dateLocale } from '../../../lib/date-locale.ts';
import { describeError } from '../../../lib/error-text.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type MyBooking, useCancelBooking, useMyBookings } from '../api/my-bookings.ts';

const STATUS_CLASSES: Record<MyBooking['status'], string> = {
  confirmed: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-200',
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-200',
  declined: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-200',
  cancelled: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
};

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

function BookingCard({ booking }: { booking: MyBooking }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const cancel = useCancelBooking();
  const title = (language === 'en' ? booking.apartment_title_en : booking.apartment_title_ar) ?? t('unknown');
  const day = (date: string) => format(parseISO(date), 'MMM d, yyyy', { locale: dateLocale(language) });
  const onCancel = () =>
    cancel.mutate(booking.id, {
      onSuccess: () => showToast({ title: t('toast.success'), description: t('toast.cancelled') }),
      onError: (error) =>
        showToast({
          variant: 'destructive',
          title: t('toast.error'),
          description: describeError(error, t('toast.cancelFailed')),
        }),
    });

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="grid gap-1">
        <Link to={`/apartments/${booking.apartment_id}`} className="font-semibold hover:underline">
          {title}
        </Link>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('dates', { checkIn: day(booking.check_in), checkOut: day(booking.check_out) })}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_CLASSES[booking.status])}>
          {t(`status.${booking.status}`)}
        </span>
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
