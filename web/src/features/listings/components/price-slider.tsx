import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Slider } from '../../../components/ui/slider.tsx';
import { useLanguage } from '../../../lib/language.ts';
import {
  filtersPriceKind,
  type ListingFilters,
  positionOfPrice,
  priceAtPosition,
  SLIDER_STEPS,
} from '../../../../../common/listing-filters.ts';
import type { FilterChangeOptions } from '../use-url-filters.ts';
import { formatDinar } from '../price.ts';

const SETTLE_DELAY_MS = 300;

interface PriceSliderProps {
  filters: ListingFilters;
  onChange: (next: ListingFilters, options?: FilterChangeOptions) => void;
}

/** 'Any price' at 0, else 'Up to n د.ع' on the type's scale. */
export function PriceSlider({ filters, onChange }: PriceSliderProps) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const kind = filtersPriceKind(filters);
  const committed = positionOfPrice(kind, filters.maxPrice);
  const [position, setPosition] = useState(committed);
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };
  useEffect(() => setPosition(committed), [committed]);
  // Dragging moves the label at once; the URL (and the request) follow once the thumb rests.
  useEffect(() => {
    if (position === committed) return;
    const timer = setTimeout(() => {
      const { filters: current, onChange: change } = latest.current;
      change({ ...current, minPrice: undefined, maxPrice: priceAtPosition(kind, position) }, { replace: true });
    }, SETTLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [position, committed, kind]);

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
