import { clsx } from 'clsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { BookingStatus } from '#common/bookings.ts';

/** Spec section 2: success style for confirmed, warning for pending, destructive for any other status. */
const TONES: Record<BookingStatus, string> = {
  confirmed: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-200',
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-200',
  declined: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-200',
  cancelled: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-200',
};

/** A booking's status, the same on the management table and on the booker's own list. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('common');
  return (
    <span className={clsx('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status])}>
      {t(`bookingStatus.${status}`)}
    </span>
  );
}
