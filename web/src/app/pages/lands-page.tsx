import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../features/listings/components/filter-bar.tsx';
import { landsPageQuery } from '../../../../common/listing-filters.ts';
import { useUrlFilters } from '../../features/listings/use-url-filters.ts';
import { PagedListings } from '../../features/listings/components/paged-listings.tsx';
import { PageTitle } from '../../components/page-title.tsx';

/** `/lands`: 'Land in Iraq', with search, location (the one city control) and price. */
export function LandsPage() {
  const { t } = useTranslation('listings');
  const [urlFilters, setFilters] = useUrlFilters();
  const { filters, apiQuery } = landsPageQuery(urlFilters);
  return (
    <main id="main" className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      <PageTitle text={t('lands.title')} />
      <h1 className="text-2xl font-bold">{t('lands.title')}</h1>
      <FilterBar
        filters={filters}
        onChange={(next, options) => setFilters({ ...next, listingType: undefined }, options)}
        controls={{ city: true, price: 'slider' }}
      />
      <PagedListings apiQuery={apiQuery} emptyText={t('states.emptyLands')} />
    </main>
  );
}
