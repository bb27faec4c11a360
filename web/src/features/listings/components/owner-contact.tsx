import { MessageCircle, Phone, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LAZY_PART_ELEMENT } from '#web/lib/early-taps.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { pathInLanguage, pickText, listingTitle } from '#common/languages.ts';
import type { ListingDetailJson } from '#common/listing-schemas.ts';
import { listingReference } from '#common/listings.ts';
import { formatIraqiPhone, whatsappLink } from '#common/phone-format.ts';
import { buttonClass } from '#web/components/form/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { describeError } from '#web/lib/error-text.ts';
import { useLanguage } from '#web/lib/language.ts';
import { useIsHydrated } from '#web/lib/use-is-hydrated.ts';
import { sendLeadEvent, useOwnerContact } from '../api/owner-contact.ts';

/** Refusals that mean "this listing takes enquiries only", not "try again". */
function isPhoneHidden(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'PHONE_HIDDEN';
}

/**
 * The detail page's "Contact the owner" (issue 19): the owner's first name, the listing's
 * reference, and behind "Show phone number" the number with a `tel:` link and a WhatsApp button
 * whose message names the listing. Counts the page view once it is shown.
 */
export function OwnerContact({
  listing,
  placement,
  className,
}: {
  listing: ListingDetailJson;
  /** The page shows it under the price on a phone and in the side column on a wide screen: one of them counts the view. */
  placement: 'main' | 'aside';
  className?: string;
}) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const [isAsked, setIsAsked] = useState(false);
  const contact = useOwnerContact(listing.id, isAsked);
  // The page has two boxes (under the price on a phone, beside it on a wide screen) sharing one
  // answer: the number asked for in one may be there before React has taken over the other,
  // which must first look as the server drew it.
  const isHydrated = useIsHydrated();
  const phone = isHydrated ? contact.data : undefined;
  const error = isHydrated ? contact.error : null;
  const reference = listingReference(listing.id);
  const title = pickText(language, listingTitle(listing));

  useEffect(() => {
    if (placement === 'main' && listing.available) sendLeadEvent(listing.id, 'view');
  }, [placement, listing.id, listing.available]);
  const headingId = `owner-contact-heading-${placement}`;

  const isEnquiriesOnly = !listing.phone_available || isPhoneHidden(error);

  return (
    <section
      aria-labelledby={headingId}
      className={`space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${className ?? ''}`}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('contact.heading')}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        {listing.owner_first_name && (
          <p className="flex items-center gap-1.5">
            <UserRound aria-hidden className="size-4" />
            {t('contact.owner', { name: listing.owner_first_name })}
          </p>
        )}
        <p className="flex items-center gap-1.5">
          {t('contact.reference')}
          <span dir="ltr" className="font-mono">
            {reference}
          </span>
        </p>
      </div>
      {isEnquiriesOnly ? (
        <p className="rounded-md bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">{t('contact.enquiriesOnly')}</p>
      ) : phone ? (
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
          <a
            href={`tel:${phone.phone}`}
            aria-label={t('contact.call', { phone: formatIraqiPhone(phone.phone) })}
            className={`${buttonClass('outline')} h-12 text-lg`}
          >
            <Phone aria-hidden className="size-5" />
            <span dir="ltr">{formatIraqiPhone(phone.phone)}</span>
          </a>
          {phone.whatsapp && (
            <a
              href={whatsappLink(
                phone.phone,
                t('contact.whatsappText', {
                  title,
                  reference,
                  url: listingUrl(listing.id, language),
                }),
              )}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => sendLeadEvent(listing.id, 'whatsapp-tap')}
              className={`${buttonClass('primary')} h-12 bg-emerald-700 hover:bg-emerald-800`}
            >
              <MessageCircle aria-hidden className="size-5" />
              {t('contact.whatsapp')}
            </a>
          )}
        </div>
      ) : (
        <button
          {...LAZY_PART_ELEMENT}
          type="button"
          onClick={() => (isAsked ? void contact.refetch() : setIsAsked(true))}
          disabled={isHydrated && contact.isFetching}
          className={`${buttonClass('primary')} h-12 w-full`}
        >
          <Phone aria-hidden className="size-5" />
          {t('contact.show')}
        </button>
      )}
      {error && !isPhoneHidden(error) && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {describeError(error, t('contact.failed'))}
        </p>
      )}
    </section>
  );
}

/** The listing's address in the reader's language, for the WhatsApp message. */
function listingUrl(id: number, language: ReturnType<typeof useLanguage>): string {
  return new URL(pathInLanguage(`/apartments/${id}`, language), window.location.origin).href;
}
