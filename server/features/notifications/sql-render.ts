import { is, SQL, sql } from 'drizzle-orm';
import { LANGUAGES, type Language, type Localized } from '../../../common/languages.ts';
import { CURRENCY } from './notification-texts.ts';

/** A slot's value: one SQL text expression for every language, or one per language. */
export type Slot = SQL | Record<Language, SQL>;

const SLOT_PATTERN = /\{(\w+)\}/g;

/**
 * A template as a jsonb `{ar, en, ku}` expression: the literal fragments travel as parameters,
 * the slots are SQL expressions over the rows being inserted. A title that contains "{price}"
 * stays text, since nothing is substituted in the stored strings.
 */
export function renderSql(template: Localized, slots: Record<string, Slot>): SQL {
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

/** The listing's English title in English, its Arabic title in Arabic and Kurdish (listings have no Kurdish title). */
export function localizedColumn(en: SQL, ar: SQL): Record<Language, SQL> {
  return { en, ar, ku: ar };
}

/** A dinar amount with Latin digits, thousands separators and د.ع, e.g. "1,500,000 د.ع". */
export function priceSql(amount: SQL): SQL {
  return sql`(to_char(${amount}, 'FM999,999,999,999,999,990') || ' ' || ${CURRENCY}::text)`;
}

/** A date as YYYY-MM-DD whatever the session's DateStyle. */
export function dateSql(value: SQL): SQL {
  return sql`to_char(${value}, 'YYYY-MM-DD')`;
}

/** The stored `params` object: key → SQL expression. */
export function paramsSql(params: Record<string, SQL>): SQL {
  const pairs = Object.entries(params).map(([key, value]) => sql`${key}::text, ${value}`);
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}
