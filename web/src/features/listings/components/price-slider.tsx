import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filtersPriceKind, positionOfPrice, priceAtPosition, SLIDER_STEPS } from '#common/listing-filters.ts';
import { Slider } from '#web/components/ui/slider.tsx';
import { formatDinar } from '#web/lib/format-dinar.ts';
import { useLanguage } from '#web/lib/language.ts';
import type { FilterProps } from './filters/filter-props.ts';
import { useCommitAfterPause } from './filters/use-commit-after-pause.ts';

const SETTLE_DELAY_MS = 300;

/** 'Any price' at 0, else 'Up to n د.ع' on the type's scale. */
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

  const price = priceAtPosition(kind, position);
  const label =
    price === undefined ? t('filters.anyPrice') : t('filters.upTo', { price: formatDinar(price, language) });
  return (
    <div className="flex flex-col gap-2">
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
