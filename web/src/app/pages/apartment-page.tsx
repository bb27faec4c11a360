import { Bath, BedDouble, MapPin, Ruler } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Apartment } from '../../../../common/apartments.ts';
import { BAGHDAD, CITIES } from '../../../../common/cities.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PageError } from '../../components/ui/page-error.tsx';
import { useCurrentUser } from '../../features/auth/api/session.ts';
import { BookingLoginPrompt } from '../../features/booking/components/booking-login-prompt.tsx';
import { parseApartmentId } from '../../../../common/page-requests.ts';
import { useApartment } from '../../features/listings/api/get-apartment.ts';
import { AmenityList } from '../../features/listings/components/amenity-list.tsx';
import { PhotoGallery } from '../../features/listings/components/photo-gallery.tsx';
import { ListingPrice } from '../../features/listings/components/listing-price.tsx';
import { formatNumber } from '../../features/listings/price.ts';
import { ApiError } from '../../lib/api-client.ts';
import { pickText, useLanguage } from '../../lib/language.ts';
import { useNearViewport } from '../../lib/use-near-viewport.ts';
import { PageTitle } from '../../components/page-title.tsx';

// Leaflet is the heaviest piece of the page: it loads when its section comes near the screen.
const ListingMap = lazy(() =>
  import('../../features/map/components/listing-map.tsx').then((m) => ({ default: m.ListingMap })),
);
// zod, react-hook-form and the booking schemas are for signed-in readers only; a visitor gets the prompt.
const BookingForm = lazy(() =>
  import('../../features/booking/components/booking-form.tsx').then((m) => ({ default: m.BookingForm })),
);

/** The most specific known place in a listing's location (a district before its city), else Baghdad. */
function placeCentre(locationEn: string): [number, number] {
  const location = locationEn.toLowerCase();
  const byDetail = [...CITIES].sort((a, b) => Number(b.isDistrict) - Number(a.isDistrict));
  const city = byDetail.find((c) => location.includes((c.name.en.split(',')[0] ?? '').toLowerCase())) ?? BAGHDAD;
  return [city.lat, city.lng];
}

/** `/apartments/:id`: photos, map, facts, price and the booking form (or the login prompt). */
export function ApartmentPage() {
  const { t } = useTranslation('listings');
  const apartmentId = parseApartmentId(useParams().id);
  const query = useApartment(apartmentId);
  if (apartmentId === 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-20 text-center">
        <PageTitle text={t('detail.notFound')} />
        <h1 className="text-2xl font-bold">{t('detail.notFound')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('detail.notFoundText')}</p>
        <Link
          to="/"
          className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
        >
          {t('common:notFound.home')}
        </Link>
      </main>
    );
  }
  if (query.isError) {
    return (
      <PageError message={t('states.error')} retryLabel={t('states.retry')} onRetry={() => void query.refetch()} />
    );
  }
  if (query.isPending) {
    return (
      <main id="main" className="mx-auto max-w-7xl px-4 py-6" aria-busy="true">
        <p className="sr-only" role="status">
          {t('states.loading')}
        </p>
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            <Skeleton className="aspect-[16/9] w-full" />
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-5 w-1/3" />
          </div>
          <Skeleton className="h-96" />
        </div>
      </main>
    );
  }
  return <ApartmentDetail apartment={query.data} />;
}

function ApartmentDetail({ apartment }: { apartment: Apartment }) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const { user } = useCurrentUser();
  const title = pickText(language, apartment.title_en, apartment.title_ar);
  const location = pickText(language, apartment.location_en, apartment.location_ar);
  const description = pickText(language, apartment.description_en, apartment.description_ar);
  const position: [number, number] | null =
    apartment.latitude !== null && apartment.longitude !== null ? [apartment.latitude, apartment.longitude] : null;
  const isLand = apartment.listing_type === 'land';
  const mapSection = useRef<HTMLElement>(null);
  const isMapNear = useNearViewport(mapSection, '200px');
  const mapPlaceholder = <Skeleton className="h-[300px] w-full" />;

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6">
      <PageTitle text={title} />
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <PhotoGallery photos={apartment.images} title={title} />
          <div>
            <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
            <p className="mt-2 flex items-center gap-1 text-slate-600 dark:text-slate-400">
              <MapPin aria-hidden className="size-4" />
              {location}
            </p>
          </div>
          {/* On a phone the price comes with the title; the booking card is far below. */}
          <div className="lg:hidden">
            <ListingPrice apartment={apartment} size="detail" />
          </div>
          <ul className="flex flex-wrap gap-3">
            {!isLand && (
              <>
                <Fact
                  icon={<BedDouble aria-hidden className="size-5" />}
                  text={t('card.bedrooms', { count: apartment.bedrooms })}
                />
                <Fact
                  icon={<Bath aria-hidden className="size-5" />}
                  text={t('card.bathrooms', { count: apartment.bathrooms })}
                />
              </>
            )}
            <Fact
              icon={<Ruler aria-hidden className="size-5" />}
              text={t('card.area', { area: formatNumber(apartment.area, language) })}
            />
          </ul>
          {apartment.amenities.length > 0 && (
            <section aria-labelledby="amenities-heading">
              <h2 id="amenities-heading" className="mb-3 text-lg font-semibold">
                {t('detail.amenities')}
              </h2>
              <AmenityList amenities={apartment.amenities} />
            </section>
          )}
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="mb-2 text-lg font-semibold">
              {t('detail.description')}
            </h2>
            <p className="leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">{description}</p>
          </section>
          <section aria-labelledby="map-heading" ref={mapSection}>
            <h2 id="map-heading" className="mb-3 text-lg font-semibold">
              {t('detail.location')}
            </h2>
            {isMapNear ? (
              <Suspense fallback={mapPlaceholder}>
                <ListingMap position={position} fallbackCentre={placeCentre(apartment.location_en)} title={title} />
              </Suspense>
            ) : (
              mapPlaceholder
            )}
          </section>
        </div>
        <aside aria-labelledby="booking-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <div className="hidden lg:block">
              <ListingPrice apartment={apartment} size="detail" />
            </div>
            <h2 id="booking-heading" className="text-lg font-semibold">
              {t('detail.book')}
            </h2>
            {/* Its own boundary: the photos and facts do not wait for the booking texts or form. */}
            <Suspense fallback={<Skeleton className="h-40 w-full" />}>
              {user ? <BookingForm apartmentId={apartment.id} user={user} /> : <BookingLoginPrompt />}
            </Suspense>
          </div>
        </aside>
      </div>
    </main>
  );
}

function Fact({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <li className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium dark:bg-slate-800">
      <span className="text-brand-600">{icon}</span>
      {text}
    </li>
  );
}
