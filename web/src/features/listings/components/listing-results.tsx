import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Apartment } from '../../../../../common/apartments.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApartmentCard } from './apartment-card.tsx';

interface ListingResultsProps {
  apartments: Apartment[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** Old results stay on screen, dimmed, while the new filters load: the page never flashes. */
  isStale: boolean;
  emptyText: string;
  emptyHint?: string;
  onRetry: () => void;
  skeletonCount?: number;
  cardHeadingLevel?: 'h2' | 'h3';
}

export const GRID_CLASSES = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function ListingResults({
  apartments,
  isPending,
  isError,
  isStale,
  emptyText,
  emptyHint,
  onRetry,
  skeletonCount = 6,
  cardHeadingLevel,
}: ListingResultsProps) {
  const { t } = useTranslation('listings');
  if (isPending) {
    return (
      <div className={GRID_CLASSES} aria-busy="true" aria-label={t('states.loading')} role="status">
        {Array.from({ length: skeletonCount }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
            <Skeleton className="aspect-[4/3] rounded-none" />
            <div className="space-y-3 p-4">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-6 w-1/3" />
              <Skeleton className="h-9 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-8 text-center text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
      >
        <CircleAlert aria-hidden className="size-8" />
        <p>{t('states.error')}</p>
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md border border-current px-4 py-1.5 text-sm font-medium"
        >
          {t('states.retry')}
        </button>
      </div>
    );
  }
  if (!apartments?.length) {
    return (
      <div
        role="status"
        className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700"
      >
        <p className="font-medium">{emptyText}</p>
        {emptyHint && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{emptyHint}</p>}
      </div>
    );
  }
  return (
    <div className={`${GRID_CLASSES} transition-opacity ${isStale ? 'opacity-60' : ''}`} aria-busy={isStale}>
      {apartments.map((apartment, index) => (
        <ApartmentCard
          key={apartment.id}
          apartment={apartment}
          isAboveFold={index < 4}
          isFirst={index === 0}
          headingLevel={cardHeadingLevel}
        />
      ))}
    </div>
  );
}
