import { EyeOff } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { ListingJson } from '#common/listing-schemas.ts';

/** On the owner's own card: moderation hides this listing from the public, and why when an admin said so. */
export function HiddenMarker({ listing }: { listing: Pick<ListingJson, 'hidden' | 'hiddenReason'> }) {
  const { t } = useTranslation('owner');
  if (!listing.hidden) return null;
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p className="flex items-center gap-1.5 font-semibold">
        <EyeOff aria-hidden className="size-4 shrink-0" />
        {t('mine.hidden')}
      </p>
      <p>{listing.hiddenReason ? t('mine.hiddenReason', { reason: listing.hiddenReason }) : t('mine.hiddenHint')}</p>
    </div>
  );
}
