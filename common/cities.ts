import { normaliseSearchText } from './arabic.ts';
import type { Localized } from './languages.ts';

export interface City {
  id: string;
  name: Localized;
  /** Centre of the city, for maps and for demo coordinates. */
  lat: number;
  lng: number;
  /** Districts of Baghdad: left out of the city strip. */
  isDistrict: boolean;
}

function city(id: string, en: string, ar: string, ku: string, lat: number, lng: number): City {
  return { id, name: { en, ar, ku }, lat, lng, isDistrict: en.includes(',') };
}

/** The spec's 20 places (section 3); the four Baghdad districts have a comma in their names. */
export const CITIES: readonly City[] = [
  city('baghdad', 'Baghdad', 'بغداد', 'بەغدا', 33.3152, 44.3661),
  city('karrada', 'Karrada, Baghdad', 'الكرادة، بغداد', 'کەرادە، بەغدا', 33.305, 44.42),
  city('mansour', 'Mansour, Baghdad', 'المنصور، بغداد', 'مەنسوور، بەغدا', 33.32, 44.35),
  city('adhamiyah', 'Adhamiyah, Baghdad', 'الأعظمية، بغداد', 'ئەعزەمیە، بەغدا', 33.37, 44.37),
  city('sadr_city', 'Sadr City, Baghdad', 'مدينة الصدر، بغداد', 'شاری سەدر، بەغدا', 33.39, 44.46),
  city('basra', 'Basra', 'البصرة', 'بەسرە', 30.5085, 47.7804),
  city('mosul', 'Mosul', 'الموصل', 'مووسڵ', 36.335, 43.1189),
  city('erbil', 'Erbil', 'أربيل', 'هەولێر', 36.1911, 44.0092),
  city('sulaymaniyah', 'Sulaymaniyah', 'السليمانية', 'سلێمانی', 35.5613, 45.4307),
  city('duhok', 'Duhok', 'دهوك', 'دهۆک', 36.8679, 42.9885),
  city('najaf', 'Najaf', 'النجف', 'نەجەف', 32.0259, 44.3462),
  city('karbala', 'Karbala', 'كربلاء', 'کەربەلا', 32.616, 44.0249),
  city('kirkuk', 'Kirkuk', 'كركوك', 'کەرکووک', 35.4681, 44.3922),
  city('fallujah', 'Fallujah', 'الفلوجة', 'فەللووجە', 33.3539, 43.786),
  city('ramadi', 'Ramadi', 'الرمادي', 'ڕومادی', 33.4258, 43.2998),
  city('nasiriyah', 'Nasiriyah', 'الناصرية', 'ناسریە', 31.0439, 46.2576),
  city('kut', 'Kut', 'الكوت', 'کووت', 32.5128, 45.8182),
  city('diwaniyah', 'Diwaniyah', 'الديوانية', 'دیوانیە', 31.9929, 44.9249),
  city('amara', 'Amara', 'العمارة', 'عەمارە', 31.8356, 47.1449),
  city('samawah', 'Samawah', 'السماوة', 'سەماوە', 31.3099, 45.28),
];

export const CITY_IDS = CITIES.map((c) => c.id) as [string, ...string[]];

export const BAGHDAD = CITIES[0] as City;

export function findCity(id: string): City | undefined {
  return CITIES.find((c) => c.id === id);
}

/** The city strip shows top-level cities only. */
export const STRIP_CITIES = CITIES.filter((c) => !c.isDistrict && !c.id.includes('_'));

/**
 * What a listing's location must contain to be in the city: its English or its Arabic name,
 * normalised as search text (common/arabic.ts).
 */
export function cityNeedles(city: City): [string, string] {
  return [normaliseSearchText(city.name.en), normaliseSearchText(city.name.ar)];
}

/** Districts before cities: "Karrada, Baghdad" is in Karrada before it is in Baghdad. */
const MOST_SPECIFIC_FIRST = [...CITIES].sort((a, b) => Number(b.isDistrict) - Number(a.isDistrict));

/**
 * The most specific of the 20 places a location names, if any: THE rule that puts a listing in a
 * place. The database keeps its answer for every listing in the `city` column, by the function
 * city_of_location (migration 0015, checked against this rule by server/db/schema.api.test.ts).
 */
export function findCityInLocation(location: string): City | undefined {
  const text = normaliseSearchText(location);
  return MOST_SPECIFIC_FIRST.find((city) => cityNeedles(city).some((needle) => text.includes(needle)));
}

/** City id → the ids of the places a search for it finds: the city itself and, for Baghdad, its districts. */
const PLACES_IN = new Map(
  CITIES.map((city) => {
    const [name] = cityNeedles(city);
    const places = CITIES.filter(
      (place) => place === city || (place.isDistrict && cityNeedles(place)[0].includes(name)),
    );
    return [city.id, places.map((place) => place.id)];
  }),
);

/** The places whose listings a search for `city` finds (worked out once: every search asks). */
export function placesIn(city: City): string[] {
  return PLACES_IN.get(city.id) ?? [city.id];
}
