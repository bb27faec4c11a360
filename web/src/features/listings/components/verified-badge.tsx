import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';

/**
 * "Verified owner": an admin checked the owner's phone and identity. The explanation is the
 * badge's title (a tooltip on hover) and its accessible description; the detail page also shows it.
 */
export function VerifiedBadge({ isExplained = false }: { isExplained?: boolean }) {
  const { t } = useTranslation('listings');
  const explain = t('verified.explain');
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span
        title={explain}
        className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/30 dark:bg-emerald-950/50 dark:text-emerald-200"
      >
        <BadgeCheck aria-hidden className="size-4" />
        {t('verified.badge')}
        {!isExplained && <span className="sr-only">: {explain}</span>}
      </span>
      {isExplained && <span className="text-xs text-slate-600 dark:text-slate-400">{explain}</span>}
    </span>
  );
}
