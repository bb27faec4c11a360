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

export type Age = { unit: 'today' | 'yesterday' } | { unit: 'days' | 'months' | 'years'; count: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long ago a moment was, in the unit people say it ("3 days ago", "2 months ago"). */
export function ageOf(moment: string | Date, now: Date = new Date()): Age {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(moment).getTime()) / DAY_MS));
  if (days === 0) return { unit: 'today' };
  if (days === 1) return { unit: 'yesterday' };
  if (days < 30) return { unit: 'days', count: days };
  if (days < 365) return { unit: 'months', count: Math.floor(days / 30) };
  return { unit: 'years', count: Math.floor(days / 365) };
}
