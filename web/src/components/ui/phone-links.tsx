import { MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The digits wa.me takes for a number as people in Iraq type it: Arabic-Indic digits read as
 * Latin, 00 or a trunk 0 replaced by the country code (07701234567 → 9647701234567).
 */
export function whatsappDigitsOf(phone: string): string {
  const digits = phone
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '');
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `964${digits.slice(1)}`;
  if (digits.length === 10 && digits.startsWith('7')) return `964${digits}`;
  return digits;
}

/** A number as tel: takes it: + and digits only. */
function telTarget(phone: string): string {
  return `+${whatsappDigitsOf(phone)}`;
}

const LINK_CLASS =
  'inline-flex min-h-9 items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm font-medium whitespace-nowrap';

/** Tap-to-call and WhatsApp for a phone number (a seeker's, an owner's, a contact message's sender's). */
export function PhoneLinks({ phone, name, whatsapp = true }: { phone: string; name?: string; whatsapp?: boolean }) {
  const { t } = useTranslation('common');
  if (!phone) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <a
        href={`tel:${telTarget(phone)}`}
        aria-label={name ? t('phoneLinks.callNamed', { name, phone }) : undefined}
        className={`${LINK_CLASS} border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800`}
      >
        <Phone aria-hidden className="size-4 shrink-0" />
        <span dir="ltr">{phone}</span>
      </a>
      {whatsapp && (
        <a
          href={`https://wa.me/${whatsappDigitsOf(phone)}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={name ? t('phoneLinks.whatsappNamed', { name }) : undefined}
          className={`${LINK_CLASS} border-emerald-600 text-emerald-800 hover:bg-emerald-50 dark:border-emerald-500 dark:text-emerald-300 dark:hover:bg-emerald-950`}
        >
          <MessageCircle aria-hidden className="size-4 shrink-0" />
          {t('phoneLinks.whatsapp')}
        </a>
      )}
    </span>
  );
}
