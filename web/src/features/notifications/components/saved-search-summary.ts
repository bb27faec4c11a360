import { useTranslation } from '#web/lib/use-translation.ts';
import { findCity } from '#common/cities.ts';
import type { NotificationPreferenceJson } from '#common/notification-preferences.ts';
import { useLanguage } from '#web/lib/language.ts';
import { usePriceRangeText } from './price-range-text.ts';

/** "2–4", "4+", "≤ 3" or "2"; null for any. */
function range(min: number | null | undefined, max: number | null | undefined): string | null {
  if (min == null && max == null) return null;
  if (min != null && max != null) return min === max ? String(min) : `${min}–${max}`;
  return min != null ? `${min}+` : `≤ ${max}`;
}

/**
 * A saved search's filters in the reader's language, one fact each ("Villa · Erbil · 100–300 m² ·
 * furnished · wifi, parking · inside a map area"); the names are the filter bar's.
 */
export function useSavedSearchSummary() {
  const { t } = useTranslation('notifications');
  const { t: listingText } = useTranslation('listings');
  const language = useLanguage();
  const priceRangeText = usePriceRangeText();
  return (search: NotificationPreferenceJson): string[] => {
    const bedrooms = range(search.minBedrooms, search.maxBedrooms);
    const bathrooms = range(search.minBathrooms, search.maxBathrooms);
    const area = range(search.minArea, search.maxArea);
    const amenities = search.amenities ?? [];
    const facts = [
      search.listingType ? t(`preferences.listingTypes.${search.listingType}`) : t('preferences.any'),
      search.rentalType && t(`preferences.rentalTypes.${search.rentalType}`),
      search.propertyType && listingText(`propertyTypes.${search.propertyType}`),
      search.location ? (findCity(search.location)?.name[language] ?? search.location) : t('preferences.anywhere'),
      priceRangeText(search.minPrice, search.maxPrice),
      bedrooms && t('preferences.summary.bedrooms', { range: bedrooms }),
      bathrooms && t('preferences.summary.bathrooms', { range: bathrooms }),
      area && t('preferences.summary.area', { range: area }),
      search.furnished && t('preferences.summary.furnished'),
      amenities.length > 0 &&
        amenities.map((amenity) => listingText(`amenities.${amenity}`)).join(t('preferences.summary.listSeparator')),
      search.q && t('preferences.summary.text', { text: search.q }),
      search.bbox && t('preferences.summary.mapArea'),
    ];
    return facts.filter((fact): fact is string => typeof fact === 'string' && fact !== '');
  };
}
