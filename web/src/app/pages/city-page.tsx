import { HOME_TYPES, LAND_TYPES } from '#common/listings.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { data, type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { FilterBar } from '#web/features/listings/components/filter-bar.tsx';
import { changeListingType, cityPageQuery, type ListingFilters, routeCity } from '#common/listing-filters.ts';
import { useUrlFilters } from '#web/features/listings/use-url-filters.ts';
import { useLanguage } from '#web/lib/language.ts';
import { PagedListings } from '#web/features/listings/components/paged-listings.tsx';
import { ResultsView } from '../results-view.tsx';
import { loadListPage } from '../list-page.server.ts';
import { pageMetaTags } from '../meta.ts';

type Tab = 'properties' | 'lands';

export function loader(args: LoaderFunctionArgs) {
  const city = routeCity(args.params.cityId);
  if (city === undefined) throw data(null, { status: 404 });
  return loadListPage(
    args,
    (filters) => cityPageQuery(filters, city?.id),
    city ? { name: 'city', cityId: city.id } : { name: 'cities' },
  );
}

export const meta = pageMetaTags;

/** `/city/:cityId` and `/city`: one city's (or every city's) properties and lands, rooms matched exactly. */
export default function CityPage() {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const loaderData = useLoaderData<typeof loader>();
  const { apiQuery, page } = loaderData;
  const city = routeCity(useParams().cityId);
  const [urlFilters, setFilters] = useUrlFilters(loaderData.urlFilters);

  const tab: Tab = urlFilters.listingType === 'land' ? 'lands' : 'properties';
  const { filters } = cityPageQuery(urlFilters, city?.id);
  // The route fixes the city; the URL query keeps the rest.
  const setPageFilters = (next: ListingFilters, options?: { replace?: boolean }) =>
    setFilters({ ...next, city: undefined }, options);
  const switchTab = (next: string) => setPageFilters(changeListingType(filters, next === 'lands' ? 'land' : 'rent'));
  const panel = (
    <div className="mt-4 space-y-6">
      <FilterBar
        filters={filters}
        onChange={setPageFilters}
        isExact
        controls={
          tab === 'lands'
            ? { price: 'range', more: { propertyTypes: LAND_TYPES, hasAmenities: false } }
            : {
                listingTypes: ['rent', 'sale'],
                rentalType: true,
                bedrooms: true,
                bathrooms: true,
                price: 'range',
                more: { propertyTypes: HOME_TYPES, hasAmenities: true },
              }
        }
      />
      <ResultsView
        apiQuery={apiQuery}
        filters={filters}
        onChange={setPageFilters}
        total={page.total}
        noun={tab === 'lands' ? 'lands' : 'homes'}
        isExact
        list={
          <PagedListings
            apiQuery={apiQuery}
            firstPage={page}
            emptyText={t('states.emptyCity')}
            emptyHint={t('states.emptyCityHint')}
          />
        }
      />
    </div>
  );

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">{city ? city.name[language] : t('city.all')}</h1>
      {/* Each activation is a history entry, so the tabs activate on click or Enter, not on focus. */}
      <Tabs value={tab} onValueChange={switchTab}>
        <TabsList label={t('city.tabs')}>
          <TabsTrigger value="properties">{t('city.properties')}</TabsTrigger>
          <TabsTrigger value="lands">{t('city.lands')}</TabsTrigger>
        </TabsList>
        <TabsContent value="properties">{tab === 'properties' && panel}</TabsContent>
        <TabsContent value="lands">{tab === 'lands' && panel}</TabsContent>
      </Tabs>
    </main>
  );
}

export { ListPageErrorScreen as ErrorBoundary } from '../layout/page-error-screen.tsx';
