import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingFilters } from '../../../../../common/listing-filters.ts';
import { parsePriceInput } from '../price.ts';
import type { FilterChangeOptions } from '../use-url-filters.ts';

const TYPING_DELAY_MS = 500;

interface PriceRangeProps {
  filters: ListingFilters;
  onChange: (next: ListingFilters, options?: FilterChangeOptions) => void;
}

/** The city screen's minimum and maximum price, typed; applied after a pause in typing. */
export function PriceRange({ filters, onChange }: PriceRangeProps) {
  const { t } = useTranslation('listings');
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-medium text-slate-600 dark:text-slate-400">{t('filters.price')}</legend>
      <div className="grid grid-cols-2 gap-2">
        <PriceInput name="minPrice" label={t('filters.minPrice')} filters={filters} onChange={onChange} />
        <PriceInput name="maxPrice" label={t('filters.maxPrice')} filters={filters} onChange={onChange} />
      </div>
    </fieldset>
  );
}

function PriceInput({
  name,
  label,
  filters,
  onChange,
}: PriceRangeProps & { name: 'minPrice' | 'maxPrice'; label: string }) {
  const { t } = useTranslation('listings');
  const id = useId();
  const latest = useRef(filters);
  latest.current = filters;
  const [text, setText] = useState(filters[name]?.toString() ?? '');
  const parsed = parsePriceInput(text);
  const isInvalid = parsed === 'invalid';

  useEffect(() => setText(filters[name]?.toString() ?? ''), [filters[name], name]);
  useEffect(() => {
    if (parsed === 'invalid' || parsed === latest.current[name]) return;
    const timer = setTimeout(() => onChange({ ...latest.current, [name]: parsed }, { replace: true }), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [parsed, name, onChange]);

  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        inputMode="numeric"
        value={text}
        placeholder={label}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={isInvalid}
        aria-describedby={isInvalid ? `${id}-error` : undefined}
        className="h-9 w-full rounded-md border border-slate-300 bg-white px-2.5 text-sm aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-950"
      />
      {isInvalid && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {t('filters.invalidPrice')}
        </p>
      )}
    </div>
  );
}
