import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { PropertyType } from '#common/listings.ts';
import type { FilterBarControls } from '../filter-bar.tsx';
import { countBarFilters } from './bar-controls.tsx';
import type { FilterProps } from './filter-props.ts';

// The sheet (and the dialog library) loads when it is first opened, not with the list page.
const MoreFiltersSheet = lazy(() => import('./more-filters-sheet.tsx').then((m) => ({ default: m.MoreFiltersSheet })));

interface MoreFiltersProps extends FilterProps {
  propertyTypes: readonly PropertyType[];
  hasAmenities: boolean;
  /** The bar's own controls, which the sheet holds on a phone. */
  controls: FilterBarControls;
  isExact: boolean;
}

/**
 * The filters beyond the bar's own (property type, area, furnished, amenities), behind one button
 * that counts them; on a phone the sheet holds the bar's type, rooms, location and price too.
 */
export function MoreFilters({ filters, onChange, propertyTypes, hasAmenities, controls, isExact }: MoreFiltersProps) {
  const { t } = useTranslation('listings');
  const [isOpen, setIsOpen] = useState(false);
  const count =
    (filters.propertyType ? 1 : 0) +
    (filters.minArea !== undefined || filters.maxArea !== undefined ? 1 : 0) +
    (filters.furnished ? 1 : 0) +
    (filters.amenities?.length ?? 0);
  const phoneCount = count + countBarFilters(filters, controls);
  const label = (n: number) => (n > 0 ? t('filters.moreCount', { count: n }) : t('filters.more'));
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        className="inline-flex h-9 w-full items-center justify-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        <span className="sm:hidden">{label(phoneCount)}</span>
        <span className="max-sm:hidden">{label(count)}</span>
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <MoreFiltersSheet
            filters={filters}
            propertyTypes={propertyTypes}
            hasAmenities={hasAmenities}
            controls={controls}
            isExact={isExact}
            onApply={(next) => {
              setIsOpen(false);
              onChange(next);
            }}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
