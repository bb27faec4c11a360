import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { landsPageQuery } from '#common/listing-filters.ts';
import { FilterBar } from '#web/features/listings/components/filter-bar.tsx';
import { PagedListings } from '#web/features/listings/components/paged-listings.tsx';
import { useUrlFilters } from '#web/features/listings/use-url-filters.ts';
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
  return (
    <main id="main" className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('lands.title')}</h1>
      <FilterBar
        filters={filters}
        onChange={(next, options) => setFilters({ ...next, listingType: undefined }, options)}
        controls={{ city: true, price: 'slider' }}
      />
      <PagedListings apiQuery={apiQuery} firstPage={page} emptyText={t('states.emptyLands')} />
    </main>
  );
}

export { ListPageErrorScreen as ErrorBoundary } from '../layout/page-error-screen.tsx';
