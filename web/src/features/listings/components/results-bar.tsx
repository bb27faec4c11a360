import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { TotalCount } from '#common/listing-count.ts';
import { SORTS, type Sort } from '#common/listings.ts';
import { formatNumber } from '#common/format-dinar.ts';
import { useChoiceBeforeHydration } from '#web/lib/use-choice-before-hydration.ts';
import { useLanguage } from '#web/lib/language.ts';
import type { FilterProps } from './filters/filter-props.ts';

interface ResultsBarProps extends FilterProps {
  /** The count of the results shown (X-Total-Count); nothing is said when unknown or none. */
  total: TotalCount | null;
  /** Lands are counted as plots, everything else as homes. */
  noun?: 'homes' | 'lands';
  /** More controls on the bar's end (save this search, list/map). */
  children?: ReactNode;
}

/** Above a results list: how many match ("1,234 homes", "10,000+ homes") and the sort, kept in the URL. */
export function ResultsBar({ total, noun = 'homes', filters, onChange, children }: ResultsBarProps) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const sortId = useId();
  const sort = filters.sort ?? 'newest';
  const sortSelect = useRef<HTMLSelectElement>(null);
  useChoiceBeforeHydration(sortSelect, sort);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p role="status" className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {total && total.count > 0
          ? total.isCapped
            ? t(`results.${noun}Capped`, { formatted: formatNumber(total.count, language) })
            : t(`results.${noun}`, { count: total.count, formatted: formatNumber(total.count, language) })
          : null}
      </p>
      <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
        {children}
        <label htmlFor={sortId} className="text-sm text-slate-600 max-sm:sr-only dark:text-slate-400">
          {t('sort.label')}
        </label>
        <select
          ref={sortSelect}
          id={sortId}
          className="h-9 rounded-md border border-slate-300 bg-white px-2.5 text-sm dark:border-slate-700 dark:bg-slate-950"
          value={sort}
          onChange={(event) => {
            const next = event.target.value as Sort;
            onChange({ ...filters, sort: next === 'newest' ? undefined : next });
          }}
        >
          {SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
