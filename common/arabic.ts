/**
 * Search normalisation (DESIGN.md section 5): strip harakat and tatweel, unify alef forms,
 * ta marbuta and alef maqsura, lower-case Latin. The database computes the same function in
 * the generated search columns (server/db/schema.ts, ARABIC_NORMALISE_SQL); a test keeps the
 * two in step.
 */
const HARAKAT_AND_TATWEEL = /[\u064B-\u065F\u0670\u0640]/g;

export function normaliseSearchText(text: string): string {
  return text
    .replace(HARAKAT_AND_TATWEEL, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase();
}
