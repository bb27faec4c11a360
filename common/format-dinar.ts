import type { Language } from './languages.ts';
import { CURRENCY } from './listings.ts';

/**
 * Whole numbers as Intl writes them with Latin digits in all three languages (DESIGN.md section 7:
 * `1,500,000`; Sorani falls back to Arabic's rules, which group the same way), by hand: a page's
 * first `Intl.NumberFormat` loads ICU's number data, 16-33 ms on this machine's Chromium and four
 * times that on a phone, in the middle of hydration (bench/findings.md, fourteenth round). The
 * tests hold both functions to Intl's own output over the whole range of prices.
 */
function groupDigits(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Amounts and counts (never negative), rounded to a whole number half up, in groups of three. */
export function formatNumber(value: number, _language: Language): string {
  return groupDigits(Math.round(value));
}

/** Prices: Latin digits, thousands separators, then د.ع. */
export function formatDinar(amount: number, language: Language): string {
  return `${formatNumber(amount, language)} ${CURRENCY}`;
}

/**
 * The compact units, thousand to trillion. Arabic says آلاف after 3 to 9 (whole) thousands, as
 * Intl does; Sorani has one word for each. Chromium's ICU has no Sorani compact data (it fell back
 * to Arabic) and Node's has: written here, the server and the browser write the same text.
 */
const UNITS: Record<Language, readonly string[]> = {
  en: ['K', 'M', 'B', 'T'],
  ar: ['\u00a0ألف', '\u00a0مليون', '\u00a0مليار', '\u00a0ترليون'],
  ku: ['\u00a0هەزار', '\u00a0ملیۆن', '\u00a0ملیار', '\u00a0ترلیۆن'],
};
const ARABIC_FEW_THOUSANDS = '\u00a0آلاف';

/** `value / unit` in tenths, rounded half up, in whole-number arithmetic (exact up to 2^53 / 20). */
function tenthsOf(value: number, unit: number): number {
  const doubled = 20 * value + unit;
  let tenths = Math.floor(doubled / (2 * unit));
  if ((tenths + 1) * 2 * unit <= doubled) tenths += 1;
  if (tenths * 2 * unit > doubled) tenths -= 1;
  return tenths;
}

/**
 * Short amounts for chips ("1.5M", "1.5 مليون", "1.5 ملیۆن"): one decimal at most, Latin digits in
 * every language like every price, the number and its unit kept together by a no-break space.
 */
export function formatCompactNumber(value: number, language: Language): string {
  const whole = Math.round(value);
  if (whole < 1000) return String(whole);
  // Thousands (1), millions (2), billions (3) or trillions (4).
  let step = 1;
  while (step < 4 && whole >= 1000 ** (step + 1)) step += 1;
  let tenths = tenthsOf(whole, 1000 ** step);
  // 999,950 is 1,000.0 thousand: Intl then writes 1M.
  if (tenths >= 10_000 && step < 4) {
    step += 1;
    tenths = tenthsOf(whole, 1000 ** step);
  }
  // Intl groups a compact number's digits from five on (12,345T, but 1000T).
  const units = Math.floor(tenths / 10);
  const shown = (units < 10_000 ? String(units) : groupDigits(units)) + (tenths % 10 ? `.${tenths % 10}` : '');
  const isFewThousands = language === 'ar' && step === 1 && tenths % 10 === 0 && tenths >= 30 && tenths <= 90;
  return shown + (isFewThousands ? ARABIC_FEW_THOUSANDS : UNITS[language][step - 1]);
}
