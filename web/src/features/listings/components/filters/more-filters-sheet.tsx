import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingFilters } from '#common/listing-filters.ts';
import { AMENITIES, type Amenity, type PropertyType } from '#common/listings.ts';
import { Dialog, DialogContent } from '#web/components/ui/dialog.tsx';
import { FILTER_INPUT_CLASSES } from './filter-props.ts';

interface MoreFiltersSheetProps {
  filters: ListingFilters;
  propertyTypes: readonly PropertyType[];
  /** Lands have no furnishing or amenities. */
  hasAmenities: boolean;
  onApply: (next: ListingFilters) => void;
  onClose: () => void;
}

const AREA_PATTERN = /^\d{0,8}$/;

/**
 * Property type, area, furnished and amenities: a sheet from the bottom on a phone (the first
 * results stay near the top of the screen), a dialog on a wide screen. Applied together.
 */
export function MoreFiltersSheet({ filters, propertyTypes, hasAmenities, onApply, onClose }: MoreFiltersSheetProps) {
  const { t } = useTranslation('listings');
  const [propertyType, setPropertyType] = useState(filters.propertyType ?? '');
  const [minArea, setMinArea] = useState(filters.minArea?.toString() ?? '');
  const [maxArea, setMaxArea] = useState(filters.maxArea?.toString() ?? '');
  const [isFurnished, setIsFurnished] = useState(filters.furnished === true);
  const [amenities, setAmenities] = useState<Amenity[]>(filters.amenities ?? []);
  const areaError =
    minArea !== '' && maxArea !== '' && Number(minArea) > Number(maxArea) ? t('filters.minAboveMax') : null;

  function apply(event: FormEvent) {
    event.preventDefault();
    if (areaError) return;
    onApply({
      ...filters,
      propertyType: (propertyType || undefined) as PropertyType | undefined,
      minArea: minArea === '' ? undefined : Number(minArea),
      maxArea: maxArea === '' ? undefined : Number(maxArea),
      furnished: hasAmenities && isFurnished ? true : undefined,
      amenities: hasAmenities && amenities.length > 0 ? amenities : undefined,
    });
  }

  function clear() {
    setPropertyType('');
    setMinArea('');
    setMaxArea('');
    setIsFurnished(false);
    setAmenities([]);
  }

  const areaInput = (label: string, value: string, set: (value: string) => void) => (
    <label className="flex flex-1 flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-400">
      {label}
      <input
        value={value}
        onChange={(event) => {
          const typed = event.target.value.replace(/[\s,٬]/g, '');
          if (AREA_PATTERN.test(typed)) set(typed);
        }}
        inputMode="numeric"
        dir="ltr"
        className={FILTER_INPUT_CLASSES}
      />
    </label>
  );

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        title={t('filters.more')}
        closeLabel={t('filters.close')}
        className="max-sm:inset-x-0 max-sm:top-auto max-sm:bottom-0 max-sm:m-0 max-sm:w-full max-sm:max-w-none max-sm:rounded-b-none"
      >
        <form onSubmit={apply} className="mt-4 space-y-5">
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-400">
            {t('filters.propertyType')}
            <select
              value={propertyType}
              onChange={(event) => setPropertyType(event.target.value)}
              className={FILTER_INPUT_CLASSES}
            >
              <option value="">{t('filters.anyPropertyType')}</option>
              {propertyTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`propertyTypes.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{t('filters.area')}</legend>
            <div className="flex gap-3">
              {areaInput(t('filters.minArea'), minArea, setMinArea)}
              {areaInput(t('filters.maxArea'), maxArea, setMaxArea)}
            </div>
            {areaError && (
              <p role="alert" className="mt-1 text-sm text-red-600">
                {areaError}
              </p>
            )}
          </fieldset>
          {hasAmenities && (
            <>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={isFurnished}
                  onChange={(event) => setIsFurnished(event.target.checked)}
                  className="size-4"
                />
                {t('filters.furnished')}
              </label>
              <fieldset>
                <legend className="mb-2 text-sm font-medium">{t('filters.amenities')}</legend>
                <div className="grid grid-cols-2 gap-2">
                  {AMENITIES.filter((amenity) => amenity !== 'furnished').map((amenity) => (
                    <label key={amenity} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={amenities.includes(amenity)}
                        onChange={(event) =>
                          setAmenities((kept) =>
                            event.target.checked ? [...kept, amenity] : kept.filter((item) => item !== amenity),
                          )
                        }
                        className="size-4"
                      />
                      {t(`amenities.${amenity}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
            </>
          )}
          <div className="flex gap-3">
            <button
              type="button"
              onClick={clear}
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
