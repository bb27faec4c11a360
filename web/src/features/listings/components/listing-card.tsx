import { Bath, BedDouble, MapPin, Ruler } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { lazyPart } from '#web/lib/lazy-part.tsx';
import { Link } from '#web/lib/links.tsx';
import { bookingKindFor } from '#common/booking-kinds.ts';
import { pickText, listingTitle, pickListingText, textLanguage } from '#common/languages.ts';
import type { ListingCardJson } from '#common/listing-schemas.ts';
import { listingReference } from '#common/listings.ts';
import { photoSrcSet } from '#common/photos.ts';
import { formatNumber } from '#web/lib/format-dinar.ts';
import { useLanguage } from '#web/lib/language.ts';
import { useCardAction } from './card-action.tsx';
import { ListingPrice } from './listing-price.tsx';
import { NoPhoto } from './no-photo.tsx';
import { VerifiedBadge } from './verified-badge.tsx';

// The call action (and the phone rules behind it) hydrates when its code arrives; the server's
// HTML shows it at once (first-load budget, docs/decisions/web-first-load-budget.md).
const CardCallButton = lazyPart(() => import('./card-call-button.tsx').then((m) => m.CardCallButton));

/** The card's width in the grid (GRID_CLASSES, max-w-7xl, px-4, gap-6): one column on a phone. */
const CARD_PHOTO_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) calc((100vw - 5rem) / 3), (min-width: 640px) calc((100vw - 3.5rem) / 2), calc(100vw - 2rem)';

interface ListingCardProps {
  listing: ListingCardJson;
  /** Cards in the first row load at once; the rest when they come near the viewport. */
  isAboveFold?: boolean;
  /** The first card's photo is the largest thing on a phone's first screen: it goes first. */
  isFirst?: boolean;
  /** h3 under a section heading (the rent page), h2 right under the page's h1 (the other lists). */
  headingLevel?: 'h2' | 'h3';
  /** Said instead of the link to the listing when it is no longer listed (a withdrawn favourite). */
  unavailableText?: string;
}

export function ListingCard({
  listing,
  isAboveFold = false,
  isFirst = false,
  headingLevel: Heading = 'h3',
  unavailableText,
}: ListingCardProps) {
  const Action = useCardAction();
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const writtenTitle = pickListingText(language, listingTitle(listing));
  const title = writtenTitle.text;
  const location = pickText(language, { en: listing.location_en, ar: listing.location_ar });
  const photo = listing.images[0];
  const isLand = listing.listing_type === 'land';
  // The button says what the detail page offers: a booking of nights, or a viewing request.
  const isViewing = bookingKindFor(listing) === 'viewing';

  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="relative aspect-[4/3] bg-slate-100 dark:bg-slate-800">
        {Action && (
          <div className="absolute end-2 top-2">
            <Action listing={listing} title={title} />
          </div>
        )}
        {photo ? (
          <img
            src={photo}
            srcSet={photoSrcSet(photo)}
            sizes={CARD_PHOTO_SIZES}
            alt={title}
            loading={isAboveFold ? 'eager' : 'lazy'}
            fetchPriority={isFirst ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <NoPhoto className="size-full" iconClassName="size-12" />
        )}
        {!listing.hide_phone && listing.available && (
          <div className="absolute end-2 bottom-2">
            <CardCallButton listingId={listing.id} title={title} />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="line-clamp-2 font-semibold">
          <span {...textLanguage(writtenTitle.language)}>{title}</span>
        </Heading>
        <p className="-mt-1 text-xs text-slate-500 dark:text-slate-400">
          <span dir="ltr" className="font-mono">
            {listingReference(listing.id)}
          </span>
        </p>
        {listing.ownerVerified && (
          <div>
            <VerifiedBadge />
          </div>
        )}
        <p className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
          <MapPin aria-hidden className="size-4 shrink-0" />
          {location}
        </p>
        <ListingPrice listing={listing} />
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          {!isLand && (
            <>
              <li className="flex items-center gap-1">
                <BedDouble aria-hidden className="size-4" />
                {t('card.bedrooms', { count: listing.bedrooms })}
              </li>
              <li className="flex items-center gap-1">
                <Bath aria-hidden className="size-4" />
                {t('card.bathrooms', { count: listing.bathrooms })}
              </li>
            </>
          )}
          <li className="flex items-center gap-1">
            <Ruler aria-hidden className="size-4" />
            {t('card.area', { area: formatNumber(listing.area, language) })}
          </li>
        </ul>
        {unavailableText ? (
          <p className="mt-2 rounded-md bg-slate-100 px-4 py-2 text-center text-sm font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            {unavailableText}
          </p>
        ) : (
          <Link
            to={`/apartments/${listing.id}`}
            aria-label={t(isViewing ? 'card.viewLabel' : 'card.bookLabel', { title })}
            className="mt-2 rounded-md bg-brand-700 px-4 py-2 text-center text-sm font-medium text-white hover:bg-brand-800"
          >
            {t(isViewing ? 'card.view' : 'card.book')}
          </Link>
        )}
      </div>
    </article>
  );
}
