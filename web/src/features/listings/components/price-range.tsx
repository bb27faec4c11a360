import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parsePriceInput } from '#common/price-input.ts';
import type { FilterProps } from './filters/filter-props.ts';
import { useCommitAfterPause } from './filters/use-commit-after-pause.ts';

const TYPING_DELAY_MS = 500;

/** The city screen's minimum and maximum price, typed; applied after a pause in typing. */
export function PriceRange(props: FilterProps) {
  const { t } = useTranslation('listings');
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-medium text-slate-600 dark:text-slate-400">{t('filters.price')}</legend>
      <div className="grid grid-cols-2 gap-2">
        <PriceInput name="minPrice" label={t('filters.minPrice')} {...props} />
        <PriceInput name="maxPrice" label={t('filters.maxPrice')} {...props} />
      </div>
    </fieldset>
  );
}

function PriceInput({
  name,
  label,
  filters,
  onChange,
}: FilterProps & { name: 'minPrice' | 'maxPrice'; label: string }) {
  const { t } = useTranslation('listings');
  const id = useId();
  const [text, setText] = useState(filters[name]?.toString() ?? '');
  const price = parsePriceInput(text);
  const isInvalid = price === 'invalid';
  const bound = isInvalid ? undefined : (price ?? undefined);

  useEffect(() => setText(filters[name]?.toString() ?? ''), [filters[name], name]);
  useCommitAfterPause(
    price,
    !isInvalid && bound !== filters[name],
    () => onChange({ ...filters, [name]: bound }, { replace: true }),
    TYPING_DELAY_MS,
  );

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
