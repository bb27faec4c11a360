import { LANGUAGE_TAGS, type Language } from './languages.ts';
import { CURRENCY } from './listings.ts';

const formatters = new Map<Language, Intl.NumberFormat>();

/**
 * Latin digits in every language, with the language's thousands separators (DESIGN.md section 7).
 * Chromium's ICU has no Sorani (ckb) number data: the fallback is Arabic, never the browser's own
 * locale, and Latin digits are an option because a `-u-nu-latn` tag is dropped with the locale.
 */
export function formatNumber(value: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat([LANGUAGE_TAGS[language], 'ar'], {
      numberingSystem: 'latn',
      maximumFractionDigits: 0,
    });
    formatters.set(language, formatter);
  }
  return formatter.format(value);
}

/** Prices: Latin digits, thousands separators, then د.ع. */
export function formatDinar(amount: number, language: Language): string {
  return `${formatNumber(amount, language)} ${CURRENCY}`;
}

const compactFormatters = new Map<'ar' | 'en', Intl.NumberFormat>();

/**
 * Sorani's words for the Arabic compact units. Node's ICU has Sorani's compact data ("150M") and
 * Chromium's has none (it falls back to Arabic): the page would render one text on the server and
 * another in the browser. So Kurdish is the Arabic form, which both have, in Sorani words.
 */
const SORANI_UNITS: [RegExp, string][] = [
  [/ألف/g, 'هەزار'],
  [/مليون/g, 'ملیۆن'],
  [/مليار/g, 'ملیار'],
];

/** Short amounts for chips ("1.5M", "1.5 مليون", "1.5 ملیۆن"): Latin digits in every language, like every price. */
export function formatCompactNumber(value: number, language: Language): string {
  const base = language === 'en' ? 'en' : 'ar';
  let formatter = compactFormatters.get(base);
  if (!formatter) {
    formatter = new Intl.NumberFormat(base, { numberingSystem: 'latn', notation: 'compact', maximumFractionDigits: 1 });
    compactFormatters.set(base, formatter);
  }
  const text = formatter.format(value);
  return language === 'ku'
    ? SORANI_UNITS.reduce((result, [arabic, sorani]) => result.replace(arabic, sorani), text)
    : text;
}
