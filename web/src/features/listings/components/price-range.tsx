import { useEffect, useId, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { parsePriceInput } from '#common/price-input.ts';
import { formatNumber } from '#web/lib/format-dinar.ts';
import { useLanguage } from '#web/lib/language.ts';
import type { FilterProps } from './filters/filter-props.ts';
import { useCommitAfterPause } from './filters/use-commit-after-pause.ts';

const TYPING_DELAY_MS = 500;
type Bound = 'minPrice' | 'maxPrice';

/**
 * The city screen's minimum and maximum price, typed with thousands separators shown as one types,
 * applied after a pause; a minimum above the maximum is refused with a message, not searched.
 */
export function PriceRange({ filters, onChange }: FilterProps) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const id = useId();
  const show = (value: number | undefined) => (value === undefined ? '' : formatNumber(value, language));
  const [texts, setTexts] = useState({ minPrice: show(filters.minPrice), maxPrice: show(filters.maxPrice) });
  useEffect(
    () => setTexts({ minPrice: show(filters.minPrice), maxPrice: show(filters.maxPrice) }),
    // Only a change from outside (the URL) resets what is typed.
    [filters.minPrice, filters.maxPrice, language],
  );
  const min = parsePriceInput(texts.minPrice);
  const max = parsePriceInput(texts.maxPrice);
  const isInvalid = { minPrice: min === 'invalid', maxPrice: max === 'invalid' };
  const isReversed = typeof min === 'number' && typeof max === 'number' && min > max;
  const bounds = {
    minPrice: typeof min === 'number' ? min : undefined,
    maxPrice: typeof max === 'number' ? max : undefined,
  };
  const canCommit = !isInvalid.minPrice && !isInvalid.maxPrice && !isReversed;
  const isChanged = bounds.minPrice !== filters.minPrice || bounds.maxPrice !== filters.maxPrice;
  const commit = () => onChange({ ...filters, ...bounds }, { replace: true });
  useCommitAfterPause(`${bounds.minPrice}-${bounds.maxPrice}`, canCommit && isChanged, commit, TYPING_DELAY_MS);
  // Leaving the field applies at once: in the phone's filter sheet, "Show results" comes right after typing.
  const commitOnLeave = () => {
    if (canCommit && isChanged) commit();
  };

  // Thousands separators as one types: digits (any script) and separators are read, then written back formatted.
  const type = (name: Bound, value: string) => {
    const parsed = parsePriceInput(value);
    setTexts((current) => ({
      ...current,
      [name]: typeof parsed === 'number' ? formatNumber(parsed, language) : value,
    }));
  };
  const errorId = `${id}-error`;
  const error =
    isInvalid.minPrice || isInvalid.maxPrice ? t('filters.invalidPrice') : isReversed ? t('filters.minAboveMax') : null;

  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-medium text-slate-600 dark:text-slate-400">{t('filters.price')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {(['minPrice', 'maxPrice'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className="sr-only">
              {t(`filters.${name}`)}
            </label>
            <input
              id={`${id}-${name}`}
              inputMode="numeric"
              dir="ltr"
              value={texts[name]}
              placeholder={t(`filters.${name}`)}
              onChange={(event) => type(name, event.target.value)}
              onBlur={commitOnLeave}
              aria-invalid={isInvalid[name] || (isReversed && name === 'maxPrice')}
              aria-describedby={error ? errorId : undefined}
              className="h-9 w-full rounded-md border border-slate-300 bg-white px-2.5 text-sm aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-950"
            />
          </div>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
