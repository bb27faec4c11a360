import { useQuery } from '@tanstack/react-query';
import { List, Map as MapIcon } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { pickText, listingTitle } from '#common/languages.ts';
import type { ListingFilters } from '#common/listing-filters.ts';
import { MAX_PAGE_SIZE } from '#common/listings.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { getListingsPage, listingsUrl } from '#web/features/listings/api/get-listings.ts';
import { listingKeys } from '#web/features/listings/api/query-keys.ts';
import { ListingPrice } from '#web/features/listings/components/listing-price.tsx';
import { formatCompactNumber } from '#web/lib/format-dinar.ts';
import { useLanguage } from '#web/lib/language.ts';
import { Link } from '#web/lib/links.tsx';
import type { TotalCount } from '#common/listing-count.ts';
import { useLoginDialog } from '#web/features/auth/components/login-dialog-context.tsx';
import { ResultsBar } from '#web/features/listings/components/results-bar.tsx';
import { SaveSearchButton } from '#web/features/notifications/components/save-search-button.tsx';

// Leaflet and supercluster load when the map is first shown.
const ResultsMap = lazy(() =>
  import('#web/features/map/components/results-map.tsx').then((m) => ({ default: m.ResultsMap })),
);

/** The map shows up to a page of the largest size: the same query, without its cursor. */
function mapQuery(apiQuery: string): string {
  const params = new URLSearchParams(apiQuery);
  params.set('limit', String(MAX_PAGE_SIZE));
  params.delete('cursor');
  params.sort();
  return params.toString();
}

interface ResultsViewProps {
  apiQuery: string;
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
  /** How many match (X-Total-Count), and what they are called. */
  total: TotalCount | null;
  noun?: 'homes' | 'lands';
  /** The city screen matches rooms exactly: its saved search keeps them exact ("Save this search"). */
  isExact?: boolean;
  /** The results as a list (the page's own). */
  list: ReactNode;
}

/**
 * A results screen below its filters: the count, sort and "Save this search" (visitors log in
 * first), then the list/map switch: the list, or its matches on a map with "Search this area".
 */
export function ResultsView({ apiQuery, filters, onChange, total, noun, isExact, list }: ResultsViewProps) {
  const { t } = useTranslation('listings');
  const { openLoginDialog } = useLoginDialog();
  const [view, setView] = useState<'list' | 'map'>('list');
  return (
    <>
      <ResultsBar total={total} noun={noun} filters={filters} onChange={onChange}>
        <SaveSearchButton filters={filters} isExact={isExact} onLoginNeeded={openLoginDialog} />
      </ResultsBar>
      <div className="space-y-4">
        <fieldset className="inline-flex rounded-md border border-slate-300 p-0.5 dark:border-slate-700">
          <legend className="sr-only">{t('map.view')}</legend>
          {(['list', 'map'] as const).map((option) => {
            const Icon = option === 'list' ? List : MapIcon;
            return (
              <label
                key={option}
                className="inline-flex cursor-pointer items-center gap-1.5 rounded px-3 py-1.5 text-sm font-medium has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2"
              >
                <input
                  type="radio"
                  name="results-view"
                  value={option}
                  checked={view === option}
                  onChange={() => setView(option)}
                  className="sr-only"
                />
                <Icon aria-hidden className="size-4" />
                {t(`map.${option}`)}
              </label>
            );
          })}
        </fieldset>
        {view === 'list' ? list : <MapResults apiQuery={apiQuery} filters={filters} onChange={onChange} />}
      </div>
    </>
  );
}

function MapResults({ apiQuery, filters, onChange }: Pick<ResultsViewProps, 'apiQuery' | 'filters' | 'onChange'>) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const query = mapQuery(apiQuery);
  const { data, isError } = useQuery({
    queryKey: listingKeys.firstPage(query),
    queryFn: ({ signal }) => getListingsPage(listingsUrl(query), signal),
  });
  const placeholder = <Skeleton className="h-[min(70vh,560px)] w-full rounded-xl" />;
  if (isError) return <p role="alert">{t('states.error')}</p>;
  if (!data) return placeholder;
  const listings = data.listings;
  const points = listings.flatMap((listing) =>
    listing.latitude === null || listing.longitude === null
      ? []
      : [
          {
            id: listing.id,
            lat: listing.latitude,
            lng: listing.longitude,
            label: formatCompactNumber(listing.price, language),
            name: pickText(language, listingTitle(listing)),
          },
        ],
  );
  return (
    <Suspense fallback={placeholder}>
      <ResultsMap
        points={points}
        searchAreaText={t('map.searchArea')}
        clusterText={(count) => t('map.cluster', { count })}
        onSearchArea={(bbox) => onChange({ ...filters, bbox })}
        renderCard={(id) => {
          const listing = listings.find((item) => item.id === id);
          if (!listing) return null;
          const title = pickText(language, listingTitle(listing));
          return (
            <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900">
              <Link
                to={`/apartments/${listing.id}`}
                className="font-semibold text-brand-800 underline dark:text-brand-100"
              >
                {title}
              </Link>
              <ListingPrice listing={listing} />
            </div>
          );
        }}
      />
    </Suspense>
  );
}
