import { ArrowRight } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { changeRentalType, type ListingFilters, rentPageQuery, serializeFilters } from '#common/listing-filters.ts';
import { HOME_TYPES, RENTAL_TYPES } from '#common/listings.ts';
import { FilterBar } from '#web/features/listings/components/filter-bar.tsx';
import { ListingResults } from '#web/features/listings/components/listing-results.tsx';
import {
  type FilterChangeOptions,
  useIsLoadingFilters,
  useUrlFilters,
} from '#web/features/listings/use-url-filters.ts';
import { Link } from '#web/lib/links.tsx';
import { ResultsView } from '../results-view.tsx';
import { loadListPage } from '../list-page.server.ts';
import { pageMetaTags } from '../meta.ts';

export function loader(args: LoaderFunctionArgs) {
  return loadListPage(args, rentPageQuery, { name: 'home' });
}

export const meta = pageMetaTags;

/** `/`: the hero, long/short toggle, filter bar and at most six rentals. */
export default function RentPage() {
  const { t } = useTranslation('listings');
  const loaderData = useLoaderData<typeof loader>();
  const { page } = loaderData;
  const [urlFilters, setFilters] = useUrlFilters(loaderData.urlFilters);
  const { filters } = rentPageQuery(urlFilters);
  const isStale = useIsLoadingFilters();
  // The page fixes the listing type: the URL does not need to say it.
  const update = (next: ListingFilters, options?: FilterChangeOptions) =>
    setFilters({ ...next, listingType: undefined }, options);
  const seeAll = serializeFilters({
    listingType: 'rent',
    rentalType: filters.rentalType,
    q: filters.q,
    maxPrice: filters.maxPrice,
    sort: filters.sort,
  });

  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-800 to-brand-700 px-4 py-12 text-center text-white sm:py-16">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('hero.title')}</h1>
        <p className="mx-auto mt-3 max-w-xl text-brand-50">{t('hero.subtitle')}</p>
        <fieldset className="mx-auto mt-6 inline-flex rounded-full bg-white/15 p-1">
          <legend className="sr-only">{t('filters.rentalType')}</legend>
          {RENTAL_TYPES.map((rentalType) => (
            <label
              key={rentalType}
              className="cursor-pointer rounded-full px-5 py-2 text-sm font-medium has-checked:bg-white has-checked:text-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-white"
            >
              <input
                type="radio"
                name="rentalType"
                value={rentalType}
                checked={filters.rentalType === rentalType}
                onChange={() => update(changeRentalType(filters, rentalType))}
                className="sr-only"
              />
              {t(`rentalTypes.${rentalType}`)}
            </label>
          ))}
        </fieldset>
      </section>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-6">
        <FilterBar
          filters={filters}
          onChange={update}
          controls={{
            bedrooms: true,
            bathrooms: true,
            city: true,
            price: 'slider',
            more: { propertyTypes: HOME_TYPES, hasAmenities: true },
          }}
        />
        <h2 className="text-xl font-semibold">{t(`rentHeading.${filters.rentalType}`)}</h2>
        <ResultsView
          total={page.total}
          apiQuery={loaderData.apiQuery}
          filters={filters}
          onChange={update}
          list={
            <ListingResults
              listings={page.listings}
              isStale={isStale}
              emptyText={t('states.empty')}
              emptyHint={t('states.notAvailable')}
            />
          }
        />
        {page.next && (
          <Link
            to={`/city/${filters.city ?? 'all'}?${seeAll}`}
            className="mx-auto flex w-fit items-center gap-2 rounded-md border border-brand-600 px-5 py-2 font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-900"
          >
            {t('seeAll')}
            <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
          </Link>
        )}
      </div>
    </main>
  );
}

export { ListPageErrorScreen as ErrorBoundary } from '../layout/page-error-screen.tsx';
