import { useTranslation } from '#web/lib/use-translation.ts';
import { CITIES } from '#common/cities.ts';
import {
  BATHROOM_CHOICES,
  BEDROOM_CHOICES,
  changeListingType,
  changeRentalType,
  isAtLeast,
  type RoomFilter,
} from '#common/listing-filters.ts';
import { type ListingType, RENTAL_TYPES, type RentalType } from '#common/listings.ts';
import { useLanguage } from '#web/lib/language.ts';
import type { FilterProps } from './filter-props.ts';
import { SelectFilter } from './select-filter.tsx';

/** Rent, sale or land; a change resets the rental type and the price (common/listing-filters.ts). */
export function ListingTypeFilter({ filters, onChange, types }: FilterProps & { types: readonly ListingType[] }) {
  const { t } = useTranslation('listings');
  return (
    <SelectFilter
      label={t('filters.listingType')}
      value={filters.listingType ?? types[0] ?? ''}
      onChange={(value) => onChange(changeListingType(filters, value as ListingType))}
    >
      {types.map((type) => (
        <option key={type} value={type}>
          {t(`types.${type}`)}
        </option>
      ))}
    </SelectFilter>
  );
}

/** Long or short stays; a change resets the price, whose scale differs. */
export function RentalTypeFilter({ filters, onChange }: FilterProps) {
  const { t } = useTranslation('listings');
  return (
    <SelectFilter
      label={t('filters.rentalType')}
      value={filters.rentalType ?? 'long'}
      onChange={(value) => onChange(changeRentalType(filters, value as RentalType))}
    >
      {RENTAL_TYPES.map((type) => (
        <option key={type} value={type}>
          {t(`rentalTypes.${type}`)}
        </option>
      ))}
    </SelectFilter>
  );
}

const ROOM_CHOICES: Record<RoomFilter, readonly number[]> = { bedrooms: BEDROOM_CHOICES, bathrooms: BATHROOM_CHOICES };

/** Bedrooms or bathrooms: 'Any', then counts, the last one 'n+' unless the page matches exactly. */
export function RoomCountFilter({
  filters,
  onChange,
  room,
  isExact,
}: FilterProps & { room: RoomFilter; isExact: boolean }) {
  const { t } = useTranslation('listings');
  return (
    <SelectFilter
      label={t(`filters.${room}`)}
      value={filters[room] ?? ''}
      onChange={(value) => onChange({ ...filters, [room]: value ? Number(value) : undefined })}
    >
      <option value="">{t('filters.any')}</option>
      {ROOM_CHOICES[room].map((choice) => (
        <option key={choice} value={choice}>
          {isAtLeast(room, choice, isExact) ? `${choice}+` : choice}
        </option>
      ))}
    </SelectFilter>
  );
}

/** The 20 places, or all of them. */
export function CityFilter({ filters, onChange }: FilterProps) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  return (
    <SelectFilter
      label={t('filters.location')}
      value={filters.city ?? ''}
      onChange={(value) => onChange({ ...filters, city: value || undefined })}
    >
      <option value="">{t('filters.allLocations')}</option>
      {CITIES.map((city) => (
        <option key={city.id} value={city.id}>
          {city.name[language]}
        </option>
      ))}
    </SelectFilter>
  );
}
