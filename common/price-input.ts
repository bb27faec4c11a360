/** Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9, Persian/Kurdish) digits. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
/** Thousands separators people type: comma, Arabic thousands separator, spaces (also no-break and thin). */
const SEPARATORS = /[,\u066c\s\u00a0\u202f\u2009]/g;

/** Latin digits for Arabic-Indic ones, everything else unchanged. */
export function toLatinDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

/**
 * A whole number of dinars from what the user typed: "1,500,000", "١٬٥٠٠٬٠٠٠" and "1 500 000"
 * are all 1500000 (DESIGN.md section 7). An empty field is `null` (no price: "any" in a filter,
 * missing in a form); anything else that is not digits and separators (decimals, letters,
 * signs) is `'invalid'`, which every form shows as 'Please enter a valid price'.
 */
export function parsePriceInput(text: string): number | null | 'invalid' {
  const digits = toLatinDigits(text.trim()).replace(SEPARATORS, '');
  if (digits === '') return null;
  return /^\d{1,15}$/.test(digits) ? Number(digits) : 'invalid';
}
