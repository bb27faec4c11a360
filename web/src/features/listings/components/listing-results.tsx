import { CircleAlert } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { ListingCardJson } from '#common/listing-schemas.ts';
import { useRevalidator } from 'react-router';
import { ListingCard } from './listing-card.tsx';

interface ListingResultsProps {
  listings: ListingCardJson[];
  /** Old results stay on screen, dimmed, while the new filters load: the page never flashes. */
  isStale: boolean;
  emptyText: string;
  emptyHint?: string;
  cardHeadingLevel?: 'h2' | 'h3';
}

export const GRID_CLASSES = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** A list page's results: the cards, or the page's empty state. */
export function ListingResults({ listings, isStale, emptyText, emptyHint, cardHeadingLevel }: ListingResultsProps) {
  if (listings.length === 0) {
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
      {listings.map((listing, index) => (
        <ListingCard
          key={listing.id}
          listing={listing}
          isAboveFold={index < 4}
          isFirst={index === 0}
          headingLevel={cardHeadingLevel}
        />
      ))}
    </div>
  );
}

/**
 * A list page whose results could not be loaded (the network failed on the way to it): the
 * spec's 'An error occurred loading properties', and a button that asks again.
 */
export function ListingsLoadError() {
  const { t } = useTranslation('listings');
  const { revalidate, state } = useRevalidator();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-8 text-center text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
      >
        <CircleAlert aria-hidden className="size-8" />
        <p>{t('states.error')}</p>
        <button
          type="button"
          onClick={() => void revalidate()}
          disabled={state === 'loading'}
          className="rounded-md border border-current px-4 py-1.5 text-sm font-medium"
        >
          {t('states.retry')}
        </button>
      </div>
    </main>
  );
}
