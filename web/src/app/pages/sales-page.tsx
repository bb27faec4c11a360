import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../features/listings/components/filter-bar.tsx';
import { salesPageQuery } from '../../../../common/listing-filters.ts';
import { useUrlFilters } from '../../features/listings/use-url-filters.ts';
import { PagedListings } from '../../features/listings/components/paged-listings.tsx';
import { PageTitle } from '../../components/page-title.tsx';

/** `/sales`: every matching sale, paged. */
export function SalesPage() {
  const { t } = useTranslation('listings');
  const [urlFilters, setFilters] = useUrlFilters();
  const { filters, apiQuery } = salesPageQuery(urlFilters);
  return (
    <main id="main" className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      <PageTitle text={t('sales.title')} />
      <h1 className="text-2xl font-bold">{t('sales.title')}</h1>
      <FilterBar
        filters={filters}
        onChange={(next, options) => setFilters({ ...next, listingType: undefined, rentalType: undefined }, options)}
        controls={{ bedrooms: true, bathrooms: true, city: true, price: 'slider' }}
      />
      <PagedListings apiQuery={apiQuery} emptyText={t('states.empty')} />
    </main>
  );
}
