import { useTranslation } from '#web/lib/use-translation.ts';
import { AMENITIES, type Amenity, type PropertyType } from '#common/listings.ts';
import { FILTER_INPUT_CLASSES } from './filters/filter-props.ts';

/** The "More filters" as the inputs hold them: text for the areas, '' for any. */
export interface MoreFilterValues {
  propertyType: string;
  minArea: string;
  maxArea: string;
  furnished: boolean;
  amenities: Amenity[];
}

interface MoreFilterSource {
  propertyType?: PropertyType | null;
  minArea?: number | null;
  maxArea?: number | null;
  furnished?: boolean | null;
  amenities?: readonly Amenity[] | null;
}

/** The inputs' values for a search's (or a saved search's) filters. */
export function toMoreFilterValues(filters: MoreFilterSource): MoreFilterValues {
  return {
    propertyType: filters.propertyType ?? '',
    minArea: filters.minArea?.toString() ?? '',
    maxArea: filters.maxArea?.toString() ?? '',
    furnished: filters.furnished === true,
    amenities: [...(filters.amenities ?? [])],
  };
}

export const NO_MORE_FILTERS = toMoreFilterValues({});

export function isAreaReversed({ minArea, maxArea }: MoreFilterValues): boolean {
  return minArea !== '' && maxArea !== '' && Number(minArea) > Number(maxArea);
}

const AREA_PATTERN = /^\d{0,8}$/;

interface MoreFilterFieldsProps {
  values: MoreFilterValues;
  onChange: (next: MoreFilterValues) => void;
  propertyTypes: readonly PropertyType[];
  /** Lands have no furnishing or amenities. */
  hasAmenities: boolean;
}

/**
 * Property type, area, furnished and amenities: the "More filters" sheet's fields, and the same
 * fields in a saved search's form.
 */
export function MoreFilterFields({ values, onChange, propertyTypes, hasAmenities }: MoreFilterFieldsProps) {
  const { t } = useTranslation('listings');
  const set = (change: Partial<MoreFilterValues>) => onChange({ ...values, ...change });

  const areaInput = (name: 'minArea' | 'maxArea') => (
    <label className="flex flex-1 flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-400">
      {t(`filters.${name}`)}
      <input
        value={values[name]}
        onChange={(event) => {
          const typed = event.target.value.replace(/[\s,٬]/g, '');
          if (AREA_PATTERN.test(typed)) set({ [name]: typed });
        }}
        inputMode="numeric"
        dir="ltr"
        className={FILTER_INPUT_CLASSES}
      />
    </label>
  );

  return (
    <>
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-400">
        {t('filters.propertyType')}
        <select
          value={values.propertyType}
          onChange={(event) => set({ propertyType: event.target.value })}
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
          {areaInput('minArea')}
          {areaInput('maxArea')}
        </div>
        {isAreaReversed(values) && (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {t('filters.minAboveMax')}
          </p>
        )}
      </fieldset>
      {hasAmenities && (
        <>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={values.furnished}
              onChange={(event) => set({ furnished: event.target.checked })}
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
                    checked={values.amenities.includes(amenity)}
                    onChange={(event) =>
                      set({
                        amenities: event.target.checked
                          ? [...values.amenities, amenity]
                          : values.amenities.filter((item) => item !== amenity),
                      })
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
    </>
  );
}
