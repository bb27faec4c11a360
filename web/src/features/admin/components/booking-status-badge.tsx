import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../../../../../common/listings.ts';

/** Success for confirmed, warning for pending, destructive for anything else (spec section 2). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={clsx(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold',
        status === 'confirmed' && 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-200',
        status === 'pending' && 'bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-200',
        status !== 'confirmed' && status !== 'pending' && 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-200',
      )}
    >
      {t(`bookings.status.${status}`)}
    </span>
  );
}
