import { LAND_TYPES } from '#common/listings.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { type ListingFilters, landsPageQuery } from '#common/listing-filters.ts';
import { FilterBar } from '#web/features/listings/components/filter-bar.tsx';
import { PagedListings } from '#web/features/listings/components/paged-listings.tsx';
import { type FilterChangeOptions, useUrlFilters } from '#web/features/listings/use-url-filters.ts';
import { ResultsView } from '../results-view.tsx';
import { loadListPage } from '../list-page.server.ts';
import { pageMetaTags } from '../meta.ts';

export function loader(args: LoaderFunctionArgs) {
  return loadListPage(args, landsPageQuery, { name: 'lands' });
}

export const meta = pageMetaTags;

/** `/lands`: 'Land in Iraq', with search, location (the one city control) and price. */
export default function LandsPage() {
  const { t } = useTranslation('listings');
  const loaderData = useLoaderData<typeof loader>();
  const { apiQuery, page } = loaderData;
  const [urlFilters, setFilters] = useUrlFilters(loaderData.urlFilters);
  const { filters } = landsPageQuery(urlFilters);
  const update = (next: ListingFilters, options?: FilterChangeOptions) =>
    setFilters({ ...next, listingType: undefined }, options);
  return (
    <main id="main" className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('lands.title')}</h1>
      <FilterBar
        filters={filters}
        onChange={update}
        controls={{ city: true, price: 'slider', more: { propertyTypes: LAND_TYPES, hasAmenities: false } }}
      />
      <ResultsView
        total={page.total}
        noun="lands"
        apiQuery={apiQuery}
        filters={filters}
        onChange={update}
        list={<PagedListings apiQuery={apiQuery} firstPage={page} emptyText={t('states.emptyLands')} />}
      />
    </main>
  );
}

export { ListPageErrorScreen as ErrorBoundary } from '../layout/page-error-screen.tsx';
