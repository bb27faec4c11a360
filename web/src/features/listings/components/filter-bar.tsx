import { Search } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CITIES } from '../../../../../common/cities.ts';
import type { ListingType, RentalType } from '../../../../../common/listings.ts';
import { useLanguage } from '../../../lib/language.ts';
import {
  BATHROOM_CHOICES,
  BEDROOM_CHOICES,
  changeListingType,
  changeRentalType,
  type ListingFilters,
} from '../../../../../common/listing-filters.ts';
import type { FilterChangeOptions } from '../use-url-filters.ts';
import { PriceRange } from './price-range.tsx';
import { PriceSlider } from './price-slider.tsx';

const TYPING_DELAY_MS = 350;

export interface FilterBarControls {
  /** Listing types to choose from; absent when the page fixes the type. */
  listingTypes?: readonly ListingType[];
  rentalType?: boolean;
  bedrooms?: boolean;
  bathrooms?: boolean;
  /** The location (city) select; absent where the route fixes the city. */
  city?: boolean;
  price: 'slider' | 'range';
}

interface FilterBarProps {
  filters: ListingFilters;
  onChange: (next: ListingFilters, options?: FilterChangeOptions) => void;
  controls: FilterBarControls;
  /** The city screen matches rooms exactly, so '4' is not '4+'. */
  isExact?: boolean;
}

/** Search, type, rooms, location and price; every change goes to the URL, typing after a pause. */
export function FilterBar({ filters, onChange, controls, isExact = false }: FilterBarProps) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const latest = useRef(filters);
  latest.current = filters;
  const [text, setText] = useState(filters.q ?? '');

  // Back/forward or a reset changes the URL: the box follows.
  useEffect(() => setText(filters.q ?? ''), [filters.q]);
  useEffect(() => {
    if (text.trim() === (latest.current.q ?? '')) return;
    const timer = setTimeout(
      () => onChange({ ...latest.current, q: text.trim() || undefined }, { replace: true }),
      TYPING_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text, onChange]);

  const setNumber = (name: 'bedrooms' | 'bathrooms', value: string) =>
    onChange({ ...filters, [name]: value ? Number(value) : undefined });
  const plus = (choice: number, top: number) => (!isExact && choice === top ? `${choice}+` : String(choice));

  return (
    <search className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <form
        className="grid grid-cols-2 items-end gap-3 sm:grid-cols-4 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none"
        onSubmit={(event) => event.preventDefault()}
      >
        <Field label={t('filters.search')} className="col-span-2">
          {(id) => (
            <div className="relative">
              <Search aria-hidden className="pointer-events-none absolute start-2.5 top-2.5 size-4 text-slate-400" />
              <input
                id={id}
                type="search"
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder={t('filters.searchPlaceholder')}
                className={`${INPUT_CLASSES} ps-8`}
                maxLength={100}
              />
            </div>
          )}
        </Field>
        {controls.listingTypes && (
          <Field label={t('filters.listingType')}>
            {(id) => (
              <select
                id={id}
                className={INPUT_CLASSES}
                value={filters.listingType ?? controls.listingTypes?.[0]}
                onChange={(event) => onChange(changeListingType(filters, event.target.value as ListingType))}
              >
                {controls.listingTypes?.map((type) => (
                  <option key={type} value={type}>
                    {t(`types.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {controls.rentalType && (filters.listingType ?? 'rent') === 'rent' && (
          <Field label={t('filters.rentalType')}>
            {(id) => (
              <select
                id={id}
                className={INPUT_CLASSES}
                value={filters.rentalType ?? 'long'}
                onChange={(event) => onChange(changeRentalType(filters, event.target.value as RentalType))}
              >
                <option value="long">{t('rentalTypes.long')}</option>
                <option value="short">{t('rentalTypes.short')}</option>
              </select>
            )}
          </Field>
        )}
        {controls.bedrooms && (
          <Field label={t('filters.bedrooms')}>
            {(id) => (
              <select
                id={id}
                className={INPUT_CLASSES}
                value={filters.bedrooms ?? ''}
                onChange={(event) => setNumber('bedrooms', event.target.value)}
              >
                <option value="">{t('filters.any')}</option>
                {BEDROOM_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {plus(choice, 4)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {controls.bathrooms && (
          <Field label={t('filters.bathrooms')}>
            {(id) => (
              <select
                id={id}
                className={INPUT_CLASSES}
                value={filters.bathrooms ?? ''}
                onChange={(event) => setNumber('bathrooms', event.target.value)}
              >
                <option value="">{t('filters.any')}</option>
                {BATHROOM_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {plus(choice, 3)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {controls.city && (
          <Field label={t('filters.location')}>
            {(id) => (
              <select
                id={id}
                className={INPUT_CLASSES}
                value={filters.city ?? ''}
                onChange={(event) => onChange({ ...filters, city: event.target.value || undefined })}
              >
                <option value="">{t('filters.allLocations')}</option>
                {CITIES.map((city) => (
                  <option key={city.id} value={city.id}>
                    {city.name[language]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <div className="col-span-2">
          {controls.price === 'slider' ? (
            <PriceSlider filters={filters} onChange={onChange} />
          ) : (
            <PriceRange filters={filters} onChange={onChange} />
          )}
        </div>
      </form>
    </search>
  );
}

export const INPUT_CLASSES =
  'h-9 w-full rounded-md border border-slate-300 bg-white px-2.5 text-sm dark:border-slate-700 dark:bg-slate-950';

function Field({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs font-medium text-slate-600 dark:text-slate-400">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
