import { clsx } from 'clsx';
import { House } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';

/** Where a listing without photos would show one: a house, named 'No photo' for screen readers. */
export function NoPhoto({ className, iconClassName }: { className: string; iconClassName: string }) {
  const { t } = useTranslation('listings');
  return (
    <div
      className={clsx('flex items-center justify-center text-slate-400', className)}
      role="img"
      aria-label={t('card.noPhoto')}
    >
      <House aria-hidden className={iconClassName} />
    </div>
  );
}
