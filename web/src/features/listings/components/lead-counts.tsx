import { Eye, Mail, MessageCircle, Phone } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { ListingLeads } from '#common/leads.ts';
import { formatNumber } from '#web/lib/format-dinar.ts';
import { useLanguage } from '#web/lib/language.ts';
import { useNearViewport } from '#web/lib/use-near-viewport.ts';
import { useListingLeads } from '../api/leads.ts';

const COUNTS = [
  { key: 'views', Icon: Eye },
  { key: 'contactReveals', Icon: Phone },
  { key: 'whatsappTaps', Icon: MessageCircle },
  { key: 'enquiries', Icon: Mail },
] as const satisfies readonly { key: keyof ListingLeads; Icon: unknown }[];

interface LeadCountsProps {
  listingId: number;
  /** The page's namespace that holds the `leads.*` texts. */
  namespace: 'owner' | 'admin';
  /** Labels beside the numbers (a card), or icons alone with the labels for screen readers and on hover (a table row). */
  isCompact?: boolean;
}

/**
 * A listing's leads over the last 30 days (issue 19): views, numbers shown, WhatsApp taps,
 * enquiries. Asked for when it comes near the screen.
 */
export function LeadCounts({ listingId, namespace, isCompact = false }: LeadCountsProps) {
  const { t } = useTranslation(namespace);
  const language = useLanguage();
  const ref = useRef<HTMLDListElement>(null);
  const isNear = useNearViewport(ref, '200px');
  const leads = useListingLeads(listingId, isNear);

  return (
    <dl
      ref={ref}
      aria-label={t('leads.heading')}
      title={isCompact ? t('leads.heading') : undefined}
      className={
        isCompact
          ? 'flex gap-3 text-sm whitespace-nowrap text-slate-600 dark:text-slate-300'
          : 'grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300'
      }
    >
      {COUNTS.map(({ key, Icon }) => (
        <div key={key} className="flex items-center gap-1.5" title={isCompact ? t(`leads.${key}`) : undefined}>
          <dt className="flex items-center gap-1.5">
            <Icon aria-hidden className="size-4 shrink-0 text-brand-700 dark:text-brand-500" />
            <span className={isCompact ? 'sr-only' : undefined}>{t(`leads.${key}`)}</span>
          </dt>
          <dd className="font-semibold tabular-nums text-slate-900 dark:text-slate-100">
            {leads.data ? formatNumber(leads.data[key], language) : '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
