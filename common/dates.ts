import type { Language } from './languages.ts';

/** Month names as each language reads them (the same as date-fns's ar, ckb and en-US locales). */
export const MONTH_NAMES: Record<Language, readonly string[]> = {
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  ku: [
    'کانوونی دووەم',
    'شوبات',
    'ئادار',
    'نیسان',
    'مایس',
    'حوزەیران',
    'تەمموز',
    'ئاب',
    'ئەیلول',
    'تشرینی یەکەم',
    'تشرینی دووەم',
    'کانوونی یەکەم',
  ],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/**
 * A calendar day (`YYYY-MM-DD`) as its reader reads it: Arabic and Kurdish day, month, year
 * ("30 نوفمبر 2026"), English "Nov 30, 2026"; Latin digits, like the site's prices. The
 * notifications render the same in SQL (server/features/notifications/sql-render.ts).
 */
export function formatDay(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const name = MONTH_NAMES[language][month - 1];
  return language === 'en' ? `${name} ${day}, ${year}` : `${day} ${name} ${year}`;
}
