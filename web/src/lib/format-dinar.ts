import { LANGUAGE_TAGS, type Language } from '../../../common/languages.ts';

/** Prices: Latin digits in every language, thousands separators, then د.ع (DESIGN.md section 7). */
export function formatDinar(amount: number, language: Language): string {
  return `${new Intl.NumberFormat(`${LANGUAGE_TAGS[language]}-u-nu-latn`).format(amount)} د.ع`;
}
