import { MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { formatIraqiPhone, normaliseIraqiPhone, whatsappDigits, whatsappLink } from '#common/phone-format.ts';

/** Whatever digits a number that is no Iraqi mobile has (a contact message's phone is free text). */
function digitsOf(phone: string): string {
  return phone
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '');
}

/**
 * How a number is shown and dialled: an Iraqi mobile (stored E.164, or typed any way into the
 * contact form) as Iraqis read it and in E.164 for tel: and wa.me; anything else as typed.
 */
export function phoneTargets(phone: string): { shown: string; tel: string; whatsapp: string } {
  const e164 = normaliseIraqiPhone(phone);
  if (e164) return { shown: formatIraqiPhone(e164), tel: e164, whatsapp: whatsappDigits(e164) };
  const digits = digitsOf(phone);
  return { shown: phone, tel: phone.trim().startsWith('+') ? `+${digits}` : digits, whatsapp: digits };
}

const LINK_CLASS =
  'inline-flex min-h-9 items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm font-medium whitespace-nowrap';

/** Tap-to-call and WhatsApp for a phone number (a seeker's, an owner's, a contact message's sender's). */
export function PhoneLinks({ phone, name, whatsapp = true }: { phone: string; name?: string; whatsapp?: boolean }) {
  const { t } = useTranslation('common');
  if (!phone) return null;
  const targets = phoneTargets(phone);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <a
        href={`tel:${targets.tel}`}
        aria-label={name ? t('phoneLinks.callNamed', { name, phone: targets.shown }) : undefined}
        className={`${LINK_CLASS} border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800`}
      >
        <Phone aria-hidden className="size-4 shrink-0" />
        <span dir="ltr">{targets.shown}</span>
      </a>
      {whatsapp && (
        <a
          href={whatsappLink(targets.whatsapp)}
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
