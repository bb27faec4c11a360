import { BedDouble, Maximize2, Pencil } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from '#web/lib/links.tsx';
import { pickText, listingTitle } from '#common/languages.ts';
import type { ListingJson } from '#common/listing-schemas.ts';
import { pricePeriod } from '#common/listings.ts';
import { buttonClass } from '#web/components/form/button.tsx';
import { formatDinar } from '#web/lib/format-dinar.ts';
import { useLanguage } from '#web/lib/language.ts';
import { HiddenMarker } from './hidden-marker.tsx';
import { LeadCounts } from './lead-counts.tsx';

/** One of the owner's listings: links to its page and to its row in the management table. */
export function OwnerPropertyCard({ listing }: { listing: ListingJson }) {
  const { t } = useTranslation('owner');
  const language = useLanguage();
  const title = pickText(language, listingTitle(listing));
  const location = pickText(language, { en: listing.location_en, ar: listing.location_ar });
  const period = { night: t('mine.perNight'), month: t('mine.perMonth'), none: null }[pricePeriod(listing) ?? 'none'];
  const photo = listing.images[0];

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {/* The photo repeats the title's link for a pointer; keyboards and screen readers get the title's alone. */}
      <Link
        to={`/apartments/${listing.id}`}
        tabIndex={-1}
        aria-hidden
        className="block aspect-[4/3] bg-slate-100 dark:bg-slate-800"
      >
        {photo && <img src={photo} alt="" loading="lazy" className="size-full object-cover" />}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-semibold">
          <Link to={`/apartments/${listing.id}`} className="hover:underline">
            {title}
          </Link>
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{location}</p>
        <p className="font-bold text-brand-700 dark:text-brand-500">
          {formatDinar(listing.price, language)} {period && <span className="text-sm font-normal">{period}</span>}
        </p>
        <p className="flex gap-4 text-sm text-slate-600 dark:text-slate-300">
          {listing.listing_type !== 'land' && (
            <span className="inline-flex items-center gap-1">
              <BedDouble aria-hidden className="size-4" />
              {t('mine.bedrooms', { count: listing.bedrooms })}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <Maximize2 aria-hidden className="size-4" />
            {t('mine.area', { area: listing.area })}
          </span>
        </p>
        <HiddenMarker listing={listing} />
        {!listing.available && (
          <p className="w-fit rounded bg-slate-200 px-2 py-0.5 text-xs dark:bg-slate-700">{t('mine.unavailable')}</p>
        )}
        <div className="border-t border-slate-100 pt-2 dark:border-slate-800">
          <p className="mb-1 text-xs font-medium text-slate-500 dark:text-slate-400">{t('leads.heading')}</p>
          <LeadCounts listingId={listing.id} namespace="owner" />
        </div>
        <div className="mt-auto flex gap-2 pt-2">
          <Link to={`/apartments/${listing.id}`} className={buttonClass('outline', 'sm')}>
            {t('mine.view')}
          </Link>
          <Link to={`/my-properties/${listing.id}/edit`} className={buttonClass('ghost', 'sm')}>
            <Pencil aria-hidden className="size-4" />
            {t('mine.edit')}
          </Link>
        </div>
      </div>
    </article>
  );
}
