import { Phone } from 'lucide-react';
import { useState } from 'react';
import { LAZY_PART_ELEMENT } from '#web/lib/early-taps.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { formatIraqiPhone } from '#common/phone-format.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useOwnerContact } from '../api/owner-contact.ts';

const PILL_CLASS =
  'inline-flex h-9 items-center gap-1.5 rounded-full bg-white/95 px-3 text-sm font-semibold text-slate-900 shadow-md ring-1 ring-slate-200 backdrop-blur hover:bg-white dark:bg-slate-900/95 dark:text-slate-100 dark:ring-slate-700';

/**
 * A card's compact "Call" (issue 19), over the photo's corner so it costs the card no height on a
 * phone: the first press reveals the number through the same rate-limited call as the detail
 * page, the number itself is then a `tel:` link.
 */
export function CardCallButton({ listingId, title }: { listingId: number; title: string }) {
  const { t } = useTranslation('listings');
  const [isAsked, setIsAsked] = useState(false);
  const contact = useOwnerContact(listingId, isAsked);

  if (contact.data) {
    return (
      <a
        href={`tel:${contact.data.phone}`}
        aria-label={t('contact.call', { phone: formatIraqiPhone(contact.data.phone) })}
        className={PILL_CLASS}
      >
        <Phone aria-hidden className="size-4 text-brand-700" />
        <span dir="ltr">{formatIraqiPhone(contact.data.phone)}</span>
      </a>
    );
  }
  if (contact.error instanceof ApiError && contact.error.code === 'PHONE_HIDDEN') {
    return <span className={PILL_CLASS}>{t('contact.enquiriesShort')}</span>;
  }
  return (
    <button
      {...LAZY_PART_ELEMENT}
      type="button"
      onClick={() => (isAsked ? void contact.refetch() : setIsAsked(true))}
      disabled={contact.isFetching}
      aria-label={t('card.callLabel', { title })}
      title={contact.error instanceof ApiError ? contact.error.message : undefined}
      className={PILL_CLASS}
    >
      <Phone aria-hidden className="size-4 text-brand-700" />
      {t('card.call')}
    </button>
  );
}
