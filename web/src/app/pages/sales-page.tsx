import { HOME_TYPES } from '#common/listings.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { type ListingFilters, salesPageQuery } from '#common/listing-filters.ts';
import { FilterBar } from '#web/features/listings/components/filter-bar.tsx';
import { PagedListings } from '#web/features/listings/components/paged-listings.tsx';
import { type FilterChangeOptions, useUrlFilters } from '#web/features/listings/use-url-filters.ts';
import { ResultsView } from '../results-view.tsx';
import { loadListPage } from '../list-page.server.ts';
import { pageMetaTags } from '../meta.ts';

export function loader(args: LoaderFunctionArgs) {
  return loadListPage(args, salesPageQuery, { name: 'sales' });
}

export const meta = pageMetaTags;

/** `/sales`: every matching sale, paged. */
export default function SalesPage() {
  const { t } = useTranslation('listings');
  const loaderData = useLoaderData<typeof loader>();
  const { apiQuery, page } = loaderData;
  const [urlFilters, setFilters] = useUrlFilters(loaderData.urlFilters);
  const { filters } = salesPageQuery(urlFilters);
  const update = (next: ListingFilters, options?: FilterChangeOptions) =>
    setFilters({ ...next, listingType: undefined, rentalType: undefined }, options);
  return (
    <main id="main" className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('sales.title')}</h1>
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
      <ResultsView
        total={page.total}
        apiQuery={apiQuery}
        filters={filters}
        onChange={update}
        list={<PagedListings apiQuery={apiQuery} firstPage={page} emptyText={t('states.empty')} />}
      />
    </main>
  );
}

export { ListPageErrorScreen as ErrorBoundary } from '../layout/page-error-screen.tsx';
