import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#common/languages.ts';
import { MESSAGES } from '#common/messages.ts';
import { NOTIFICATION_TEXTS } from '#common/notifications.ts';
import { renderTemplateSql } from './sql-render.ts';

const dialect = new PgDialect();

describe('renderTemplateSql', () => {
  it('sends the literal fragments as parameters and the slots as SQL', () => {
    const query = dialect.sqlToQuery(
      renderTemplateSql({ en: 'Hi {name}!', ar: '{name} مرحبا', ku: 'سڵاو' }, { name: sql`u.first_name` }),
    );
    expect(query.sql).toBe(
      'jsonb_build_object($1::text, concat(u.first_name, $2::text), $3::text, concat($4::text, u.first_name, $5::text), $6::text, concat($7::text))',
    );
    expect(query.params).toEqual(['ar', ' مرحبا', 'en', 'Hi ', '!', 'ku', 'سڵاو']);
  });

  it('refuses a template whose slot has no value', () => {
    expect(() => renderTemplateSql({ en: '{missing}', ar: '', ku: '' }, {})).toThrow('{missing}');
  });

  it('every template of every language uses only the slots its hook provides', () => {
    const known = new Set([
      'title',
      'location',
      'price',
      'oldPrice',
      'newPrice',
      'percent',
      'name',
      'phone',
      'checkIn',
      'checkOut',
      'reason',
    ]);
    for (const text of Object.values(NOTIFICATION_TEXTS)) {
      for (const language of LANGUAGES) {
        for (const template of [MESSAGES[text.title][language], MESSAGES[text.message][language]]) {
          for (const [, slot] of template.matchAll(/\{(\w+)\}/g)) expect(known).toContain(slot);
        }
      }
    }
  });
});
