import { Bath, BedDouble, Flag, MapPin, Pencil, Ruler } from 'lucide-react';
import { type ComponentType, lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { bookingKindFor } from '#common/booking-kinds.ts';
import { BAGHDAD, findCityInLocation } from '#common/cities.ts';
import { type Age, ageOf } from '#common/dates.ts';
import { pickText, listingDescription, listingTitle, pickListingText, textLanguage } from '#common/languages.ts';
import type { ListingDetailJson } from '#common/listing-schemas.ts';
import { listingReference } from '#common/listings.ts';
import { parseListingId } from '#common/schema-helpers.ts';
import { listingMeta } from '#common/seo/page-meta.ts';
import { buttonClass } from '#web/components/form/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCurrentUser } from '#web/features/auth/api/session.ts';
import { OwnListingNote } from '#web/features/bookings/components/own-listing-note.tsx';
import { ListingPrice } from '#web/features/listings/components/listing-price.tsx';
import { PhotoGallery } from '#web/features/listings/components/photo-gallery.tsx';
import { VerifiedBadge } from '#web/features/listings/components/verified-badge.tsx';
import { WrittenInNote } from '#web/features/listings/components/written-text.tsx';
import { formatNumber } from '#web/lib/format-dinar.ts';
import { useLanguage } from '#web/lib/language.ts';
import { Link } from '#web/lib/links.tsx';
import { lazyPart } from '#web/lib/lazy-part.tsx';
import { useNearViewport } from '#web/lib/use-near-viewport.ts';
import { LISTING_MISSING } from '../layout/page-error-screen.tsx';
import { pageMetaTags } from '../meta.ts';
import type { PageHandle } from '../page-handle.ts';
import { pageServicesContext } from '../page-services.ts';
import { seoContext } from '../seo.server.ts';
import type { ListingMapProps } from '#web/features/map/components/listing-map.tsx';

// Leaflet is the heaviest piece of the page: it loads when its section comes near the screen.
// The owner's contact box, the heart, share and the amenities (a dozen icons) hydrate when their code
// arrives (the server's HTML shows them at once): the first load stays within its budget.
const OwnerContact = lazyPart(() =>
  import('#web/features/listings/components/owner-contact.tsx').then((m) => m.OwnerContact),
);
const ShareButton = lazyPart(() =>
  import('#web/features/listings/components/share-button.tsx').then((m) => m.ShareButton),
);
const FavouriteButton = lazyPart(() =>
  import('#web/features/favourites/components/favourite-button.tsx').then((m) => m.FavouriteButton),
);
const AmenityList = lazyPart(() =>
  import('#web/features/listings/components/amenity-list.tsx').then((m) => m.AmenityList),
);
// Offline, a map never loaded before cannot load: the section then stays without it, instead of the
// failed import taking the page to its error screen.
const ListingMap = lazy(
  (): Promise<{ default: ComponentType<ListingMapProps> }> =>
    import('#web/features/map/components/listing-map.tsx')
      .then((m) => ({ default: m.ListingMap }))
      .catch(() => ({ default: () => null })),
);
// zod, react-hook-form and the booking schemas are for signed-in readers only; a visitor gets the prompt.
// A part of its own, like the others: "Report this listing" pressed before its code came emptied the
// server's form (a re-render reached it), and the column shrank under the reader's finger.
const REQUEST_PANEL_PLACEHOLDER = <Skeleton className="h-40 w-full" />;
const BookingForm = lazyPart(
  () => import('#web/features/bookings/components/booking-form.tsx').then((m) => m.BookingForm),
  REQUEST_PANEL_PLACEHOLDER,
);
// A visitor's three ways in, a part of its own too: its icons and texts are not the first load's.
const BookingLoginPrompt = lazyPart(
  () => import('#web/features/bookings/components/booking-login-prompt.tsx').then((m) => m.BookingLoginPrompt),
  REQUEST_PANEL_PLACEHOLDER,
);
// The report form (zod, react-hook-form) loads when a reader opens it.
const ReportListingDialog = lazy(() =>
  import('#web/features/moderation/components/report-listing-dialog.tsx').then((m) => ({
    default: m.ReportListingDialog,
  })),
);

/** The most specific known place in a listing's location (a district before its city), else Baghdad. */
function placeCentre(location: string): [number, number] {
  const city = findCityInLocation(location) ?? BAGHDAD;
  return [city.lat, city.lng];
}

export async function loader(args: LoaderFunctionArgs) {
  const id = parseListingId(args.params.id);
  const services = args.context.get(pageServicesContext);
  const listing = id === 0 ? null : await services.findListing(id);
  if (!listing) throw data(LISTING_MISSING, { status: 404 });
  const { user } = services;
  const isManager = user !== null && (user.role === 'admin' || user.id === listing.ownerId);
  // Withdrawn, or hidden by moderation: gone for everyone but the people who may bring it back.
  if ((!listing.available || listing.hidden) && !isManager) throw data(null, { status: 410 });
  return { listing, meta: listingMeta(listing, seoContext(args)) };
}

export const meta = pageMetaTags;

export const handle: PageHandle = { i18n: ['booking'] };

/** `/apartments/:id`: photos, map, facts, price and the booking form (or the login prompt). */
export default function ListingPage() {
  return <ListingDetail listing={useLoaderData<typeof loader>().listing} />;
}

function ListingDetail({ listing }: { listing: ListingDetailJson }) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const { user } = useCurrentUser();
  const writtenTitle = pickListingText(language, listingTitle(listing));
  const title = writtenTitle.text;
  const location = pickText(language, { en: listing.location_en, ar: listing.location_ar });
  const description = pickListingText(language, listingDescription(listing));
  const position: [number, number] | null =
    listing.latitude !== null && listing.longitude !== null ? [listing.latitude, listing.longitude] : null;
  const isLand = listing.listing_type === 'land';
  const mapSection = useRef<HTMLElement>(null);
  const isMapNear = useNearViewport(mapSection, '200px');
  const mapPlaceholder = <Skeleton className="h-[300px] w-full" />;
  const [isReporting, setReporting] = useState(false);
  const isOwner = user !== null && user.id === listing.ownerId;
  const mayEdit = isOwner || user?.role === 'admin';
  // A short-term rental is booked by the night; anything else is viewed first (issue 19).
  const kind = bookingKindFor(listing);
  let requestPanel = <BookingLoginPrompt kind={kind} />;
  if (isOwner) requestPanel = <OwnListingNote />;
  else if (user) requestPanel = <BookingForm apartmentId={listing.id} user={user} kind={kind} />;

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6">
      {!listing.available && (
        <p
          role="status"
          className="mb-4 rounded-md bg-amber-50 px-4 py-2 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {t('detail.withdrawn')}. {t('detail.withdrawnOwnerNote')}
        </p>
      )}
      {listing.hidden && (
        <p
          role="status"
          className="mb-4 rounded-md bg-red-50 px-4 py-2 text-red-900 dark:bg-red-950/40 dark:text-red-100"
        >
          {t('moderation.hidden')}. {t('detail.withdrawnOwnerNote')}
        </p>
      )}
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <PhotoGallery photos={listing.images} title={title} />
          <div>
            <h1 className="text-2xl font-bold sm:text-3xl">
              <span {...textLanguage(writtenTitle.language)}>{title}</span>
            </h1>
            <WrittenInNote written={writtenTitle} className="mt-1" />
            <p className="mt-2 flex items-center gap-1 text-slate-600 dark:text-slate-400">
              <MapPin aria-hidden className="size-4" />
              {location}
            </p>
            <ListingDates listing={listing} />
            {listing.ownerVerified && (
              <div className="mt-2">
                <VerifiedBadge isExplained />
              </div>
            )}
            <div className="mt-3 flex flex-wrap items-center gap-2">
              {mayEdit && (
                <Link to={`/my-properties/${listing.id}/edit`} className={buttonClass('outline', 'sm')}>
                  <Pencil aria-hidden className="size-4" />
                  {t('detail.edit')}
                </Link>
              )}
              {listing.available && <FavouriteButton listingId={listing.id} title={title} variant="inline" />}
              <ShareButton title={title} />
            </div>
          </div>
          {/* On a phone the price comes with the title; the booking card is far below. */}
          <div className="lg:hidden">
            <ListingPrice listing={listing} size="detail" />
          </div>
          {/* Deals happen by phone: the owner's number comes first, right under the price (beside it on a wide screen). */}
          <OwnerContact listing={listing} placement="main" className="lg:hidden" />
          <ul className="flex flex-wrap gap-3">
            {!isLand && (
              <>
                <Fact
                  icon={<BedDouble aria-hidden className="size-5" />}
                  text={t('card.bedrooms', { count: listing.bedrooms })}
                />
                <Fact
                  icon={<Bath aria-hidden className="size-5" />}
                  text={t('card.bathrooms', { count: listing.bathrooms })}
                />
              </>
            )}
            <Fact
              icon={<Ruler aria-hidden className="size-5" />}
              text={t('card.area', { area: formatNumber(listing.area, language) })}
            />
          </ul>
          {listing.amenities.length > 0 && (
            <section aria-labelledby="amenities-heading">
              <h2 id="amenities-heading" className="mb-3 text-lg font-semibold">
                {t('detail.amenities')}
              </h2>
              <AmenityList amenities={listing.amenities} />
            </section>
          )}
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="mb-2 text-lg font-semibold">
              {t('detail.description')}
            </h2>
            <WrittenInNote written={description} className="mb-2" />
            <p
              {...textLanguage(description.language)}
              className="leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300"
            >
              {description.text}
            </p>
          </section>
          <section aria-labelledby="map-heading" ref={mapSection}>
            <h2 id="map-heading" className="mb-3 text-lg font-semibold">
              {t('detail.location')}
            </h2>
            {isMapNear ? (
              <Suspense fallback={mapPlaceholder}>
                <ListingMap position={position} fallbackCentre={placeCentre(listing.location_en)} title={title} />
              </Suspense>
            ) : (
              mapPlaceholder
            )}
          </section>
        </div>
        <aside aria-labelledby="booking-heading" className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <OwnerContact listing={listing} placement="aside" className="hidden lg:block" />
          <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <div className="hidden lg:block">
              <ListingPrice listing={listing} size="detail" />
            </div>
            <h2 id="booking-heading" className="text-lg font-semibold">
              {t(kind === 'viewing' ? 'detail.view' : 'detail.book')}
            </h2>
            {/* Its own boundary: the photos and facts do not wait for the booking texts or form. */}
            <Suspense fallback={REQUEST_PANEL_PLACEHOLDER}>{requestPanel}</Suspense>
          </div>
          {!isOwner && (
            <div className="mt-3 flex justify-end">
              <button
                type="button"
                onClick={() => setReporting(true)}
                className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm text-slate-600 underline-offset-4 hover:bg-slate-100 hover:underline dark:text-slate-400 dark:hover:bg-slate-800"
              >
                <Flag aria-hidden className="size-4" />
                {t('report.open')}
              </button>
            </div>
          )}
          {isReporting && (
            <Suspense fallback={null}>
              <ReportListingDialog apartmentId={listing.id} open={isReporting} onOpenChange={setReporting} />
            </Suspense>
          )}
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

/**
 * Its reference, when it was posted and last changed ("3 days ago"): computed against the
 * reader's clock, which may cross midnight after the server rendered it (hence no warning).
 */
function ListingDates({ listing }: { listing: ListingDetailJson }) {
  const { t } = useTranslation('listings');
  const when = (age: Age) => t(`age.${age.unit}`, 'count' in age ? { count: age.count } : {});
  const posted = ageOf(listing.createdAt);
  const updated = ageOf(listing.updatedAt);
  const isUpdatedLater = new Date(listing.updatedAt).getTime() - new Date(listing.createdAt).getTime() > 60_000;
  return (
    <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" suppressHydrationWarning>
      <span dir="ltr" className="font-mono">
        {listingReference(listing.id)}
      </span>
      {' · '}
      {t('dates.posted', { when: when(posted) })}
      {isUpdatedLater && `, ${t('dates.updated', { when: when(updated) })}`}
    </p>
  );
}
