import type { PriceKind } from '../listings.ts';
import type { Language, Localized } from '../languages.ts';
import type { StaticPageName } from './public-urls.ts';

/**
 * What search results and share previews say about each page, in the three languages. Page
 * titles are the pages' own headings (web/src/locales); descriptions are written for a search
 * result: one sentence of what the page offers. `{city}` is filled with the city's name.
 */
export const SITE_NAME: Localized = { ar: 'دار', en: 'Dar', ku: 'دار' };

export const TAGLINE: Localized = {
  ar: 'منازل وأراضٍ في جميع أنحاء العراق',
  en: 'Homes and land across Iraq',
  ku: 'خانوو و زەوی لە سەرانسەری عێراق',
};

export interface PageText {
  title: Localized;
  description: Localized;
}

export const PAGE_TEXTS: Record<StaticPageName | 'city', PageText> = {
  home: {
    title: {
      ar: 'اعثر على منزلك المثالي في العراق',
      en: 'Find Your Perfect Home in Iraq',
      ku: 'خانووی گونجاوی خۆت لە عێراق بدۆزەوە',
    },
    description: {
      ar: 'منازل وأراضٍ للإيجار والبيع في جميع أنحاء العراق: شقق وبيوت وقطع أراضٍ في بغداد وأربيل والبصرة وغيرها، بالأسعار بالدينار العراقي.',
      en: 'Homes and land to rent or buy across Iraq: apartments, houses and plots in Baghdad, Erbil, Basra and more, priced in Iraqi dinar.',
      ku: 'خانوو و زەوی بۆ کرێ و فرۆشتن لە سەرانسەری عێراق: شوقە و خانوو و پارچە زەوی لە بەغدا و هەولێر و بەسرە و شوێنی تر، بە نرخی دیناری عێراقی.',
    },
  },
  sales: {
    title: { ar: 'عقارات للبيع', en: 'Properties for sale', ku: 'خانووبەرە بۆ فرۆشتن' },
    description: {
      ar: 'بيوت وفلل وشقق للبيع في جميع أنحاء العراق، نقدًا أو بالتقسيط، بالأسعار بالدينار العراقي.',
      en: 'Houses, villas and apartments for sale across Iraq, paid in full or in instalments, priced in Iraqi dinar.',
      ku: 'خانوو و ڤێلا و شوقە بۆ فرۆشتن لە سەرانسەری عێراق، بە نەختی یان بە قیست، بە نرخی دیناری عێراقی.',
    },
  },
  lands: {
    title: { ar: 'أراضٍ في العراق', en: 'Land in Iraq', ku: 'زەوی لە عێراق' },
    description: {
      ar: 'أراضٍ سكنية وتجارية وزراعية للبيع في جميع أنحاء العراق، مع المساحة والسعر بالدينار العراقي.',
      en: 'Residential, commercial and farm land for sale across Iraq, with the area and the price in Iraqi dinar.',
      ku: 'زەوی نیشتەجێبوون و بازرگانی و کشتوکاڵی بۆ فرۆشتن لە سەرانسەری عێراق، لەگەڵ ڕووبەر و نرخ بە دیناری عێراقی.',
    },
  },
  cities: {
    title: { ar: 'كل المدن', en: 'All Cities', ku: 'هەموو شارەکان' },
    description: {
      ar: 'تصفّح المنازل والأراضي مدينةً مدينة: بغداد وأربيل والبصرة والموصل والسليمانية و15 مكانًا آخر في العراق.',
      en: 'Browse homes and land city by city: Baghdad, Erbil, Basra, Mosul, Sulaymaniyah and 15 more places in Iraq.',
      ku: 'خانوو و زەوی شار بە شار ببینە: بەغدا و هەولێر و بەسرە و مووسڵ و سلێمانی و 15 شوێنی تر لە عێراق.',
    },
  },
  city: {
    title: { ar: 'منازل وأراضٍ في {city}', en: 'Homes and land in {city}', ku: 'خانوو و زەوی لە {city}' },
    description: {
      ar: 'شقق وبيوت للإيجار والبيع وأراضٍ للبيع في {city}، بالأسعار بالدينار العراقي.',
      en: 'Apartments and houses to rent or buy, and land for sale, in {city}, priced in Iraqi dinar.',
      ku: 'شوقە و خانوو بۆ کرێ و فرۆشتن، و زەوی بۆ فرۆشتن لە {city}، بە نرخی دیناری عێراقی.',
    },
  },
  listProperty: {
    title: { ar: 'اعرض عقارك على دار', en: 'List your property on Dar', ku: 'موڵکەکەت لە دار بخەرە ڕوو' },
    description: {
      ar: 'الإدراج مجاني، بلا رسوم خفية أو عمولات. يصل إعلانك إلى الباحثين في كل مدن العراق.',
      en: 'Listing is free, with no hidden fees or commissions. Your listing reaches people looking in every city of Iraq.',
      ku: 'خستنەڕوو بێبەرامبەرە، بێ کرێی شاراوە یان کۆمیسیۆن. ڕیکلامەکەت دەگاتە گەڕانکاران لە هەموو شارەکانی عێراق.',
    },
  },
  contact: {
    title: { ar: 'اتصل بنا', en: 'Contact us', ku: 'پەیوەندیمان پێوە بکە' },
    description: {
      ar: 'أسئلة عن إعلان أو عن حسابك أو أي شيء آخر؟ اكتب لنا وسنرد عليك بالبريد الإلكتروني.',
      en: 'Questions about a listing, your account or anything else? Write to us and we will answer by e-mail.',
      ku: 'پرسیارت هەیە دەربارەی ڕیکلامێک، هەژمارەکەت یان هەر شتێکی تر؟ بۆمان بنووسە و بە ئیمەیڵ وەڵامت دەدەینەوە.',
    },
  },
  about: {
    title: { ar: 'عن دار', en: 'About Dar', ku: 'دەربارەی دار' },
    description: {
      ar: 'دار سوق عقاري للعراق: منازل للإيجار لليلة أو لسنة، ومنازل وأراضٍ للشراء، بالعربية والكردية والإنجليزية.',
      en: 'Dar is a property marketplace for Iraq: homes to rent for a night or a year, homes and land to buy, in Arabic, Kurdish and English.',
      ku: 'دار بازاڕێکی خانووبەرەیە بۆ عێراق: خانوو بۆ کرێ بۆ شەوێک یان ساڵێک، خانوو و زەوی بۆ کڕین، بە عەرەبی و کوردی و ئینگلیزی.',
    },
  },
};

/** The first crumb of every trail. */
export const HOME_CRUMB: Localized = { ar: 'الرئيسية', en: 'Home', ku: 'سەرەکی' };

/** What a listing is, as its description starts: "For rent", "Land for sale", … */
export const LISTING_KINDS: Record<PriceKind, Localized> = {
  long: { ar: 'للإيجار', en: 'For rent', ku: 'بۆ کرێ' },
  short: { ar: 'للإيجار اليومي', en: 'Short stay', ku: 'کرێی ڕۆژانە' },
  sale: { ar: 'للبيع', en: 'For sale', ku: 'بۆ فرۆشتن' },
  land: { ar: 'أرض للبيع', en: 'Land for sale', ku: 'زەوی بۆ فرۆشتن' },
};

export const PRICE_PERIODS: Record<'night' | 'month', Localized> = {
  night: { ar: 'لليلة', en: 'per night', ku: 'بۆ هەر شەوێک' },
  month: { ar: 'شهرياً', en: 'per month', ku: 'مانگانە' },
};

/** Bedroom counts with each language's plural forms (as web/src/locales/<language>/listings.json). */
const BEDROOMS: Record<Language, Partial<Record<Intl.LDMLPluralRule, string>> & { zero: string; other: string }> = {
  ar: {
    zero: 'استوديو',
    one: 'غرفة نوم واحدة',
    two: 'غرفتا نوم',
    few: '{count} غرف نوم',
    many: '{count} غرفة نوم',
    other: '{count} غرفة نوم',
  },
  en: { zero: 'Studio', one: '{count} bedroom', other: '{count} bedrooms' },
  ku: { zero: 'ستۆدیۆ', other: '{count} ژووری نوستن' },
};

const pluralRules = new Map<Language, Intl.PluralRules>();

/** "3 bedrooms", "غرفتا نوم", "Studio" for none. */
export function bedroomsText(count: number, language: Language): string {
  const forms = BEDROOMS[language];
  if (count === 0) return forms.zero;
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language === 'ku' ? 'ckb' : language);
    pluralRules.set(language, rules);
  }
  return (forms[rules.select(count)] ?? forms.other).replace('{count}', String(count));
}

export const AREA_UNIT: Localized = { ar: 'م²', en: 'm²', ku: 'م²' };

/** The share image of pages without their own (the brand and the tagline). */
export const SITE_IMAGE_ALT: Localized = {
  ar: 'دار: منازل وأراضٍ في جميع أنحاء العراق',
  en: 'Dar: homes and land across Iraq',
  ku: 'دار: خانوو و زەوی لە سەرانسەری عێراق',
};
