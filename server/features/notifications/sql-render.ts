import { is, SQL, sql } from 'drizzle-orm';
import { LANGUAGES, type Language, type Localized, readingOrder } from '#common/languages.ts';
import { MESSAGES, type MessageKey } from '#common/messages.ts';
import { CURRENCY } from '#common/listings.ts';
import { MONTH_NAMES } from '#common/dates.ts';

/** A slot's value: one SQL text expression for every language, or one per language. */
export type Slot = SQL | Record<Language, SQL>;

const SLOT_PATTERN = /\{(\w+)\}/g;

/**
 * A message of the catalogue (common/messages.ts) as a jsonb `{ar, en, ku}` expression: the
 * literal fragments travel as parameters, the `{slots}` are SQL expressions over the rows being
 * inserted. A title that contains "{price}" stays text, since nothing is substituted in the
 * stored strings.
 */
export function renderSql(key: MessageKey, slots: Record<string, Slot>): SQL {
  return renderTemplateSql(MESSAGES[key], slots);
}

/** A template in the three languages as a jsonb `{ar, en, ku}` expression (see renderSql). */
export function renderTemplateSql(template: Localized, slots: Record<string, Slot>): SQL {
  const languages = LANGUAGES.map(
    (language) => sql`${language}::text, ${renderText(template[language], slots, language)}`,
  );
  return sql`jsonb_build_object(${sql.join(languages, sql`, `)})`;
}

function renderText(template: string, slots: Record<string, Slot>, language: Language): SQL {
  const parts: SQL[] = [];
  let last = 0;
  for (const match of template.matchAll(SLOT_PATTERN)) {
    const [placeholder, name = ''] = match;
    const slot = slots[name];
    if (!slot) throw new Error(`The template "${template}" has no value for ${placeholder}`);
    if (match.index > last) parts.push(sql`${template.slice(last, match.index)}::text`);
    parts.push(is(slot, SQL) ? slot : slot[language]);
    last = match.index + placeholder.length;
  }
  if (last < template.length) parts.push(sql`${template.slice(last)}::text`);
  return sql`concat(${sql.join(parts, sql`, `)})`;
}

/**
 * A listing's text column for each reader, by the one reading order (common/languages.ts): the
 * first non-empty column of a language they read.
 */
export function localizedColumn(columns: Partial<Record<Language, SQL>>): Record<Language, SQL> {
  const forReader = (reader: Language): SQL => {
    const written = readingOrder(reader).flatMap((language) => columns[language] ?? []);
    if (written.length === 1) return written[0]!;
    return sql`coalesce(${sql.join(
      written.map((column) => sql`nullif(${column}, '')`),
      sql`, `,
    )})`;
  };
  return { ar: forReader('ar'), en: forReader('en'), ku: forReader('ku') };
}

/** A dinar amount with Latin digits, thousands separators and د.ع, e.g. "1,500,000 د.ع". */
export function priceSql(amount: SQL): SQL {
  return sql`(to_char(${amount}, 'FM999,999,999,999,999,990') || ' ' || ${CURRENCY}::text)`;
}

/** A date as YYYY-MM-DD whatever the session's DateStyle (the stored params: data, not text). */
export function dateSql(value: SQL): SQL {
  return sql`to_char(${value}, 'YYYY-MM-DD')`;
}

/** A date as each reader reads it, the rule of common/dates.ts formatDay: "30 نوفمبر 2026", "Nov 30, 2026". */
export function daySql(value: SQL): Record<Language, SQL> {
  const part = (field: 'day' | 'month' | 'year') => sql`extract(${sql.raw(field)} from ${value})::int`;
  const forReader = (language: Language): SQL => {
    const months = sql`(array[${sql.join(
      MONTH_NAMES[language].map((name) => sql`${name}::text`),
      sql`, `,
    )}])[${part('month')}]`;
    return language === 'en'
      ? sql`concat(${months}, ' ', ${part('day')}, ', ', ${part('year')})`
      : sql`concat(${part('day')}, ' ', ${months}, ' ', ${part('year')})`;
  };
  return { ar: forReader('ar'), en: forReader('en'), ku: forReader('ku') };
}

/** The stored `params` object: key → SQL expression. */
export function paramsSql(params: Record<string, SQL>): SQL {
  const pairs = Object.entries(params).map(([key, value]) => sql`${key}::text, ${value}`);
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}
