import { CITIES, type City } from '#common/cities.ts';
import type { Amenity, ListingType, PaymentType, PropertyType, RentalType } from '#common/listings.ts';

/** Neighbourhoods per place (English, Arabic), used in titles and locations. */
const DISTRICTS: Record<string, [string, string][]> = {
  baghdad: [
    ['Zayouna', 'زيونة'],
    ['Jadriya', 'الجادرية'],
    ['Yarmouk', 'اليرموك'],
    ['Saydiya', 'السيدية'],
    ['Palestine Street', 'شارع فلسطين'],
  ],
  karrada: [
    ['Arasat', 'العرصات'],
    ['Karrada Dakhil', 'الكرادة داخل'],
    ['Abu Nuwas', 'أبو نؤاس'],
  ],
  mansour: [
    ['Amirat Street', 'شارع الأميرات'],
    ['14th Ramadan Street', 'شارع 14 رمضان'],
    ['Dawoodi', 'الداودي'],
  ],
  adhamiyah: [
    ['Ras Al-Hawash', 'راس الحواش'],
    ['Waziriya', 'الوزيرية'],
    ['Nidaa', 'النداء'],
  ],
  sadr_city: [
    ['Habibiya', 'الحبيبية'],
    ['Jamila', 'جميلة'],
  ],
  basra: [
    ['Jazair', 'الجزائر'],
    ['Ashar', 'العشار'],
    ['Tuwaisa', 'الطويسة'],
    ['Baradiya', 'البراضعية'],
  ],
  mosul: [
    ['Muthanna', 'المثنى'],
    ['Zuhur', 'الزهور'],
    ['Majmoua Al-Thaqafiya', 'المجموعة الثقافية'],
  ],
  erbil: [
    ['Ankawa', 'عنكاوا'],
    ['Dream City', 'دريم سيتي'],
    ['Gulan', 'كولان'],
    ['Empire World', 'إمباير ورلد'],
  ],
  sulaymaniyah: [
    ['Salim Street', 'شارع سالم'],
    ['Bakhtiari', 'بختياري'],
    ['Azadi', 'آزادي'],
  ],
  duhok: [
    ['Masike', 'ماسيكي'],
    ['Malta', 'مالطا'],
    ['Shandokha', 'شندوخا'],
  ],
  najaf: [
    ['Al-Jamia', 'حي الجامعة'],
    ['Al-Ameer', 'حي الأمير'],
    ['Al-Adala', 'حي العدالة'],
  ],
  karbala: [
    ['Abbasiya', 'العباسية'],
    ['Al-Hussein', 'حي الحسين'],
    ['Al-Mulhaq', 'الملحق'],
  ],
  kirkuk: [
    ['Rahimawa', 'رحيماوة'],
    ['Wasiti', 'الواسطي'],
    ['Arafa', 'عرفة'],
  ],
  fallujah: [
    ['Jolan', 'الجولان'],
    ['Nazal', 'النزال'],
  ],
  ramadi: [
    ['Tameem', 'التأميم'],
    ['Andalus', 'الأندلس'],
    ['Al-Warar', 'الورار'],
  ],
  nasiriyah: [
    ['Iskan', 'الإسكان'],
    ['Shuhada', 'الشهداء'],
  ],
  kut: [
    ['Al-Atibba', 'حي الأطباء'],
    ['Al-Jihad', 'حي الجهاد'],
  ],
  diwaniyah: [
    ['Jumhuri', 'الجمهوري'],
    ['Al-Orouba', 'العروبة'],
  ],
  amara: [
    ['Al-Maarif', 'المعارف'],
    ['Al-Hussein', 'حي الحسين'],
  ],
  samawah: [
    ['Qashla', 'القشلة'],
    ['Al-Jumhuri', 'الجمهوري'],
  ],
};

interface Kind {
  en: string;
  ar: string;
  ku: string;
  propertyType: PropertyType;
  bedrooms: [number, number];
  area: [number, number];
}

const HOMES: Kind[] = [
  { en: 'Apartment', ar: 'شقة', ku: 'شوقە', propertyType: 'apartment', bedrooms: [1, 3], area: [85, 180] },
  { en: 'House', ar: 'بيت', ku: 'خانوو', propertyType: 'house', bedrooms: [3, 5], area: [150, 350] },
  { en: 'Villa', ar: 'فيلا', ku: 'ڤێلا', propertyType: 'villa', bedrooms: [4, 6], area: [300, 600] },
  { en: 'Studio', ar: 'استوديو', ku: 'ستۆدیۆ', propertyType: 'apartment', bedrooms: [0, 1], area: [40, 70] },
];

const ADJECTIVES: [string, string][] = [
  ['Modern', 'حديثة'],
  ['Spacious', 'واسعة'],
  ['Renovated', 'مجددة'],
  ['Family', 'عائلية'],
  ['Furnished', 'مفروشة'],
  ['Luxury', 'فاخرة'],
];

const AMENITY_SETS: Amenity[][] = [
  ['ac', 'parking', 'security'],
  ['wifi', 'ac', 'furnished', 'elevator'],
  ['garden', 'parking', 'heating', 'ac'],
  ['pool', 'gym', 'security', 'elevator', 'wifi'],
  ['balcony', 'ac', 'heating'],
  ['furnished', 'wifi', 'ac', 'pet_friendly'],
];

export interface DemoListing {
  title_en: string;
  title_ar: string;
  title_ku: string;
  description_en: string;
  description_ar: string;
  description_ku: string;
  price: number;
  listing_type: ListingType;
  property_type: PropertyType;
  rental_type: RentalType | null;
  payment_type: PaymentType;
  down_payment_percentage: number;
  payment_years: number;
  location_en: string;
  location_ar: string;
  bedrooms: number;
  bathrooms: number;
  area: number;
  amenities: Amenity[];
  latitude: number;
  longitude: number;
  /** How many demo photos the listing gets (2–5). */
  photoCount: number;
}

/** Deterministic pseudo-random numbers (mulberry32): the same demo data on every machine. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, int, pick };
}

/** Round to a price people would ask: two significant digits. */
function roundPrice(value: number): number {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

type Plan = 'long' | 'short' | 'sale' | 'credit' | 'land';
/** Per city, eight listings in this mix: 3 long rent, 1 short, 2 sales (one on credit), 2 lands. */
const PLANS: Plan[] = ['long', 'long', 'short', 'sale', 'long', 'credit', 'land', 'land'];

/** Places of the Kurdistan Region: their homes are also written in Kurdish. */
const KURDISH_PLACES = new Set(['erbil', 'sulaymaniyah', 'duhok']);
/** Owners who wrote only in Kurdish: the first long rent of these places. */
const KURDISH_ONLY_PLACES = new Set(['erbil', 'sulaymaniyah']);

export function buildDemoListings(): DemoListing[] {
  const rnd = random(2024);
  return CITIES.flatMap((city) =>
    PLANS.map((plan, index) => {
      const listing = buildListing(city, plan, rnd);
      if (index !== 0 || !KURDISH_ONLY_PLACES.has(city.id)) return listing;
      return { ...listing, title_en: '', title_ar: '', description_en: '', description_ar: '' };
    }),
  );
}

type KurdishTexts = Pick<DemoListing, 'title_ku' | 'description_ku'>;
const NO_KURDISH: KurdishTexts = { title_ku: '', description_ku: '' };

function buildListing(city: City, plan: Plan, rnd: ReturnType<typeof random>): DemoListing {
  const inKurdish = KURDISH_PLACES.has(city.id);
  const [districtEn, districtAr] = rnd.pick(DISTRICTS[city.id] ?? [['Centre', 'المركز']]);
  const location_en = `${districtEn}, ${city.name.en}`;
  const location_ar = `${districtAr}، ${city.name.ar}`;
  const latitude = Number((city.lat + (rnd.next() - 0.5) * 0.04).toFixed(6));
  const longitude = Number((city.lng + (rnd.next() - 0.5) * 0.04).toFixed(6));
  const photoCount = rnd.int(2, 5);

  if (plan === 'land') {
    const area = rnd.pick([200, 250, 300, 400, 600, 1000, 2500]);
    const perMetre = rnd.int(150_000, 900_000);
    const use = rnd.pick([
      ['Residential', 'سكنية', 'land'],
      ['Commercial', 'تجارية', 'commercial'],
      ['Agricultural', 'زراعية', 'farm'],
    ] as const);
    return {
      title_en: `${use[0]} Land Plot ${area} m² in ${districtEn}`,
      title_ar: `قطعة أرض ${use[1]} ${area} م² في ${districtAr}`,
      description_en: `${use[0]} plot of ${area} m² in ${districtEn}, ${city.name.en}, with a clear title deed (tabu), paved street access and electricity nearby. Suitable for building or investment.`,
      description_ar: `قطعة أرض ${use[1]} بمساحة ${area} م² في ${districtAr}، ${city.name.ar}، سند طابو صرف، على شارع مبلط وقريبة من خدمات الكهرباء. مناسبة للبناء أو الاستثمار.`,
      ...NO_KURDISH,
      price: Math.min(roundPrice(area * perMetre), 1_400_000_000),
      listing_type: 'land',
      property_type: use[2],
      rental_type: null,
      payment_type: 'full',
      down_payment_percentage: 20,
      payment_years: 10,
      location_en,
      location_ar,
      bedrooms: 0,
      bathrooms: 0,
      area,
      amenities: [],
      latitude,
      longitude,
      photoCount,
    };
  }

  const kind = plan === 'short' ? rnd.pick([HOMES[0], HOMES[3]] as Kind[]) : rnd.pick(HOMES);
  const [adjEn, adjAr] = rnd.pick(ADJECTIVES);
  const bedrooms = rnd.int(...kind.bedrooms);
  const bathrooms = Math.max(1, Math.min(4, bedrooms - rnd.int(0, 1)));
  const area = roundPrice(rnd.int(...kind.area));
  const amenities = rnd.pick(AMENITY_SETS);
  const rooms = bedrooms === 0 ? 'Studio' : `${bedrooms}-Bedroom`;
  const roomsAr = bedrooms === 0 ? '' : ` ${bedrooms} غرف نوم`;
  const base = {
    location_en,
    location_ar,
    bedrooms,
    bathrooms,
    area,
    amenities,
    latitude,
    longitude,
    photoCount,
    down_payment_percentage: 20,
    payment_years: 10,
  };

  if (plan === 'long' || plan === 'short') {
    const isShort = plan === 'short';
    const price = isShort
      ? roundPrice(rnd.int(40_000, 260_000))
      : Math.min(roundPrice(area * rnd.int(6_000, 16_000)), 6_500_000);
    return {
      ...base,
      title_en: isShort
        ? `${adjEn} ${kind.en} for Short Stays in ${districtEn}`
        : `${adjEn} ${rooms === 'Studio' ? '' : `${rooms} `}${kind.en} in ${districtEn}`,
      title_ar: isShort
        ? `${kind.ar} ${adjAr} للإيجار اليومي في ${districtAr}`
        : `${kind.ar} ${adjAr}${roomsAr} للإيجار في ${districtAr}`,
      description_en: `${adjEn} ${kind.en.toLowerCase()} of ${area} m² in ${districtEn}, ${city.name.en}: ${bedrooms} bedroom(s), ${bathrooms} bathroom(s), 24-hour generator subscription and water tank. ${isShort ? 'Priced per night; ideal for visitors and business trips.' : 'Rent is paid monthly; a one-year contract is preferred.'}`,
      description_ar: `${kind.ar} ${adjAr} بمساحة ${area} م² في ${districtAr}، ${city.name.ar}: ${bedrooms} غرف نوم و${bathrooms} حمام، اشتراك مولدة 24 ساعة وخزان ماء. ${isShort ? 'السعر لليلة الواحدة، مناسبة للزوار ورحلات العمل.' : 'الإيجار شهري ويفضل عقد لمدة سنة.'}`,
      ...(inKurdish
        ? {
            title_ku: `${kind.ku} بۆ ${isShort ? 'کرێی ڕۆژانە' : 'کرێ'} لە ${city.name.ku}`,
            description_ku: `${kind.ku} بە ڕووبەری ${area} م² لە ${city.name.ku}: ${bedrooms} ژووری نووستن و ${bathrooms} گەرماو، بەشداریی مۆلیدەی 24 کاتژمێر و تانکی ئاو. ${isShort ? 'نرخەکە بۆ یەک شەوە، گونجاوە بۆ میوان و گەشتی کار.' : 'کرێ مانگانە دەدرێت و گرێبەستی ساڵێک باشترە.'}`,
          }
        : NO_KURDISH),
      price: Math.max(price, isShort ? 30_000 : 250_000),
      listing_type: 'rent',
      property_type: kind.propertyType,
      rental_type: isShort ? 'short' : 'long',
      payment_type: 'full',
    };
  }

  const isCredit = plan === 'credit';
  return {
    ...base,
    title_en: `${adjEn} ${kind.en} for Sale in ${districtEn}${isCredit ? ' - Credit Payment' : ''}`,
    title_ar: `${kind.ar} ${adjAr} للبيع في ${districtAr}${isCredit ? ' - بالتقسيط' : ''}`,
    description_en: `${kind.en} of ${area} m² for sale in ${districtEn}, ${city.name.en}, with ${bedrooms} bedroom(s) and ${bathrooms} bathroom(s). Title deed ready for transfer.${isCredit ? ' Pay a down payment now and the rest in monthly instalments.' : ''}`,
    description_ar: `${kind.ar} بمساحة ${area} م² للبيع في ${districtAr}، ${city.name.ar}، تحتوي على ${bedrooms} غرف نوم و${bathrooms} حمام. السند جاهز للنقل.${isCredit ? ' ادفع مقدمة الآن والباقي بأقساط شهرية.' : ''}`,
    ...(inKurdish
      ? {
          title_ku: `${kind.ku} بۆ فرۆشتن لە ${city.name.ku}${isCredit ? ' - بە قیست' : ''}`,
          description_ku: `${kind.ku} بە ڕووبەری ${area} م² بۆ فرۆشتن لە ${city.name.ku}، ${bedrooms} ژووری نووستن و ${bathrooms} گەرماو. تاپۆ ئامادەیە بۆ گواستنەوە.${isCredit ? ' ئێستا پێشەکی بدە و ئەوەی تر بە قیستی مانگانە.' : ''}`,
        }
      : NO_KURDISH),
    price: Math.min(roundPrice(area * rnd.int(700_000, 2_200_000)), 950_000_000),
    listing_type: 'sale',
    property_type: kind.propertyType,
    rental_type: null,
    payment_type: isCredit ? 'credit' : 'full',
    down_payment_percentage: isCredit ? rnd.pick([10, 20, 25, 30]) : 20,
    payment_years: isCredit ? rnd.pick([5, 10, 15]) : 10,
  };
}
