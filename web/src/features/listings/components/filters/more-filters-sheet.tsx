import { type FormEvent, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { ListingFilters } from '#common/listing-filters.ts';
import type { PropertyType } from '#common/listings.ts';
import { Dialog, DialogContent } from '#web/components/ui/dialog.tsx';
import type { FilterBarControls } from '../filter-bar.tsx';
import { BarControls } from './bar-controls.tsx';
import { isAreaReversed, MoreFilterFields, NO_MORE_FILTERS, toMoreFilterValues } from '../more-filter-fields.tsx';

interface MoreFiltersSheetProps {
  filters: ListingFilters;
  propertyTypes: readonly PropertyType[];
  /** Lands have no furnishing or amenities. */
  hasAmenities: boolean;
  /** The bar's own controls, shown here on a phone only (the bar hides them there). */
  controls: FilterBarControls;
  isExact: boolean;
  onApply: (next: ListingFilters) => void;
  onClose: () => void;
}

/**
 * Property type, area, furnished and amenities (and on a phone the bar's type, rooms, location and
 * price): a sheet from the bottom on a phone (the first results stay near the top of the screen),
 * a dialog on a wide screen. Applied together.
 */
export function MoreFiltersSheet({
  filters,
  propertyTypes,
  hasAmenities,
  controls,
  isExact,
  onApply,
  onClose,
}: MoreFiltersSheetProps) {
  const { t } = useTranslation('listings');
  const [barFilters, setBarFilters] = useState(filters);
  const [values, setValues] = useState(() => toMoreFilterValues(filters));

  function apply(event: FormEvent) {
    event.preventDefault();
    if (isAreaReversed(values)) return;
    onApply({
      ...barFilters,
      propertyType: (values.propertyType || undefined) as PropertyType | undefined,
      minArea: values.minArea === '' ? undefined : Number(values.minArea),
      maxArea: values.maxArea === '' ? undefined : Number(values.maxArea),
      furnished: hasAmenities && values.furnished ? true : undefined,
      amenities: hasAmenities && values.amenities.length > 0 ? values.amenities : undefined,
    });
  }

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        title={t('filters.more')}
        closeLabel={t('filters.close')}
        className="max-sm:inset-x-0 max-sm:top-auto max-sm:bottom-0 max-sm:m-0 max-sm:w-full max-sm:max-w-none max-sm:rounded-b-none"
      >
        <form onSubmit={apply} className="mt-4 space-y-5">
          <div className="grid grid-cols-2 items-end gap-3 sm:hidden">
            <BarControls
              filters={barFilters}
              onChange={(next) => setBarFilters(next)}
              controls={controls}
              isExact={isExact}
            />
          </div>
          <MoreFilterFields
            values={values}
            onChange={setValues}
            propertyTypes={propertyTypes}
            hasAmenities={hasAmenities}
          />
          <div className="flex gap-3">
            <button
              type="button"
              onClick={() => setValues(NO_MORE_FILTERS)}
              className="flex-1 rounded-md border border-slate-300 px-4 py-2 text-sm font-medium dark:border-slate-700"
            >
              {t('filters.clearMore')}
            </button>
            <button
              type="submit"
              className="flex-1 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
            >
              {t('filters.showResults')}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
