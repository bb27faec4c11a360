import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RENT_PAGE_LIMIT, RENTAL_TYPES } from '../../../../common/listings.ts';
import { useApartments } from '../../features/listings/api/get-apartments.ts';
import { FilterBar } from '../../features/listings/components/filter-bar.tsx';
import { ListingResults } from '../../features/listings/components/listing-results.tsx';
import {
  changeRentalType,
  type ListingFilters,
  rentPageQuery,
  serializeFilters,
} from '../../../../common/listing-filters.ts';
import { type FilterChangeOptions, useUrlFilters } from '../../features/listings/use-url-filters.ts';
import { PageTitle } from '../../components/page-title.tsx';

/** `/`: the hero, long/short toggle, filter bar and at most six rentals. */
export function RentPage() {
  const { t } = useTranslation('listings');
  const [urlFilters, setFilters] = useUrlFilters();
  const { filters, apiQuery } = rentPageQuery(urlFilters);
  // The page fixes the listing type: the URL does not need to say it.
  const update = (next: ListingFilters, options?: FilterChangeOptions) =>
    setFilters({ ...next, listingType: undefined }, options);
  const query = useApartments(apiQuery);
  const seeAll = serializeFilters({
    listingType: 'rent',
    rentalType: filters.rentalType,
    q: filters.q,
    maxPrice: filters.maxPrice,
  });

  return (
    <main id="main">
      <PageTitle text={t('hero.title')} />
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
          controls={{ bedrooms: true, bathrooms: true, city: true, price: 'slider' }}
        />
        <h2 className="text-xl font-semibold">{t(`rentHeading.${filters.rentalType}`)}</h2>
        <ListingResults
          apartments={query.data?.apartments}
          isPending={query.isPending}
          isError={query.isError}
          isStale={query.isPlaceholderData}
          emptyText={t('states.empty')}
          emptyHint={t('states.notAvailable')}
          onRetry={() => void query.refetch()}
          skeletonCount={RENT_PAGE_LIMIT}
        />
        {query.data?.next && (
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
