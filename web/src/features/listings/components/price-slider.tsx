import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import {
  filtersPriceKind,
  positionOfPrice,
  priceAtPosition,
  priceBands,
  SLIDER_STEPS,
} from '#common/listing-filters.ts';
import { PRICE_BAND_STARTS } from '#common/listings.ts';
import { Slider } from '#web/components/ui/slider.tsx';
import { formatCompactNumber, formatDinar } from '#web/lib/format-dinar.ts';
import { useLanguage } from '#web/lib/language.ts';
import type { FilterProps } from './filters/filter-props.ts';
import { useCommitAfterPause } from './filters/use-commit-after-pause.ts';

const SETTLE_DELAY_MS = 300;

/** The spec's price bands as chips, and a slider on a logarithmic scale: 'Up to n د.ع', its far end 'Any price'. */
export function PriceSlider({ filters, onChange }: FilterProps) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const kind = filtersPriceKind(filters);
  const committed = positionOfPrice(kind, filters.maxPrice);
  const [position, setPosition] = useState(committed);
  useEffect(() => setPosition(committed), [committed]);
  // Dragging moves the label at once; the URL (and the request) follow once the thumb rests.
  useCommitAfterPause(
    position,
    position !== committed,
    () => onChange({ ...filters, minPrice: undefined, maxPrice: priceAtPosition(kind, position) }, { replace: true }),
    SETTLE_DELAY_MS,
  );

  // The cap in the URL as it is (a shared link may hold one off the scale) until the thumb moves.
  const price = position === committed ? filters.maxPrice : priceAtPosition(kind, position);
  const label =
    filters.minPrice !== undefined && position === committed
      ? bandLabel(filters.minPrice, filters.maxPrice)
      : price === undefined
        ? t('filters.anyPrice')
        : t('filters.upTo', { price: formatDinar(price, language) });
  const starts = PRICE_BAND_STARTS[kind];
  function bandLabel(min: number | undefined, max: number | undefined) {
    const short = (value: number) => formatCompactNumber(value, language);
    if (min === undefined && max !== undefined) return t('filters.bandUnder', { max: short(max + 1) });
    if (max === undefined && min !== undefined) return t('filters.bandOver', { min: short(min) });
    return t('filters.bandBetween', { min: short(min ?? 0), max: short((max ?? 0) + 1) });
  }
  return (
    <div className="flex flex-col gap-2">
      <fieldset className="flex flex-wrap gap-1.5">
        <legend className="sr-only">{t('filters.priceBands')}</legend>
        {priceBands(kind).map((band, index) => {
          const isOn = filters.minPrice === band.minPrice && filters.maxPrice === band.maxPrice && starts.length > 0;
          return (
            <button
              key={band.minPrice ?? 0}
              type="button"
              aria-pressed={isOn}
              onClick={() =>
                onChange(isOn ? { ...filters, minPrice: undefined, maxPrice: undefined } : { ...filters, ...band })
              }
              className={`rounded-full border px-3 py-1 text-xs font-medium whitespace-nowrap ${
                isOn
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800'
              }`}
              data-band={index}
            >
              <bdi>{bandLabel(band.minPrice, band.maxPrice)}</bdi>
            </button>
          );
        })}
      </fieldset>
      <div className="flex items-baseline justify-between gap-2 text-xs font-medium text-slate-600 dark:text-slate-400">
        <span>{t('filters.price')}</span>
        <output aria-live="polite" className="text-sm text-slate-900 dark:text-slate-100">
          {label}
        </output>
      </div>
      <Slider
        label={t('filters.price')}
        valueText={label}
        value={position}
        max={SLIDER_STEPS}
        onValueChange={setPosition}
      />
    </div>
  );
}
