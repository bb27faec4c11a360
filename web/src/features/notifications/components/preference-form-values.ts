import type {
  EmailFrequency,
  NotificationPreferenceInput,
  NotificationPreferenceJson,
} from '#common/notification-preferences.ts';
import { HOME_TYPES, LAND_TYPES, PROPERTY_TYPES, type PropertyType } from '#common/listings.ts';
import { parsePriceInput } from '#common/price-input.ts';
import { type MoreFilterValues, toMoreFilterValues } from '#web/features/listings/components/more-filter-fields.tsx';

/** The property types a saved search of a listing type offers: land's, homes', or all for any type. */
export function propertyTypesFor(listingType: string): readonly PropertyType[] {
  if (listingType === 'land') return LAND_TYPES;
  return listingType ? HOME_TYPES : PROPERTY_TYPES;
}

/** What the inputs hold: text, and '' for "any"; turned into the saved search on submit. */
export interface PreferenceFormValues {
  listingType: string;
  rentalType: string;
  minPrice: string;
  maxPrice: string;
  minBedrooms: string;
  maxBedrooms: string;
  minBathrooms: string;
  maxBathrooms: string;
  location: string;
  /** Property type, area, furnished and amenities, as the filter bar's "More filters" hold them. */
  more: MoreFilterValues;
  q: string;
  /** The map area is kept as saved (the summary names it); the form does not draw one. */
  bbox: string | null;
  enabled: boolean;
  notifyPriceDrops: 'all' | 'none';
  notifyNewListings: 'all' | 'none';
  emailFrequency: EmailFrequency;
}

const orEmpty = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const orNull = (value: string) => (value === '' ? null : Number(value));
/** A typed price, or none; a price typed wrong was refused by the field before. */
const priceOrNull = (text: string) => {
  const price = parsePriceInput(text);
  return price === 'invalid' ? null : price;
};

export function toFormValues(preference: NotificationPreferenceJson | undefined): PreferenceFormValues {
  return {
    listingType: orEmpty(preference?.listingType),
    rentalType: orEmpty(preference?.rentalType),
    minPrice: orEmpty(preference?.minPrice),
    maxPrice: orEmpty(preference?.maxPrice),
    minBedrooms: orEmpty(preference?.minBedrooms),
    maxBedrooms: orEmpty(preference?.maxBedrooms),
    minBathrooms: orEmpty(preference?.minBathrooms),
    maxBathrooms: orEmpty(preference?.maxBathrooms),
    location: orEmpty(preference?.location),
    more: toMoreFilterValues(preference ?? {}),
    q: orEmpty(preference?.q),
    bbox: preference?.bbox ?? null,
    enabled: preference?.enabled ?? true,
    notifyPriceDrops: preference?.notifyPriceDrops ?? 'all',
    notifyNewListings: preference?.notifyNewListings ?? 'all',
    emailFrequency: preference?.emailFrequency ?? 'daily',
  };
}

/** The form's text as the saved search, for notificationPreferenceInputSchema to check. */
export function toPreferenceInput(values: PreferenceFormValues): NotificationPreferenceInput {
  const isRent = values.listingType === 'rent';
  const isLand = values.listingType === 'land'; // lands have no furnishing or amenities
  return {
    listingType: (values.listingType || null) as NotificationPreferenceInput['listingType'],
    rentalType: isRent ? ((values.rentalType || null) as NotificationPreferenceInput['rentalType']) : null,
    minPrice: priceOrNull(values.minPrice),
    maxPrice: priceOrNull(values.maxPrice),
    minBedrooms: orNull(values.minBedrooms),
    maxBedrooms: orNull(values.maxBedrooms),
    minBathrooms: orNull(values.minBathrooms),
    maxBathrooms: orNull(values.maxBathrooms),
    location: (values.location || null) as NotificationPreferenceInput['location'],
    // A type the listing type does not offer (a villa kept after choosing land) is dropped.
    propertyType: propertyTypesFor(values.listingType).find((type) => type === values.more.propertyType) ?? null,
    minArea: orNull(values.more.minArea),
    maxArea: orNull(values.more.maxArea),
    furnished: !isLand && values.more.furnished,
    amenities: isLand ? [] : values.more.amenities,
    q: values.q.trim() || null,
    bbox: values.bbox,
    enabled: values.enabled,
    notifyPriceDrops: values.notifyPriceDrops,
    notifyNewListings: values.notifyNewListings,
    emailFrequency: values.emailFrequency,
  };
}
