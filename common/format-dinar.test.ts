import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, LANGUAGES } from './languages.ts';
import { formatCompactNumber, formatDinar, formatNumber } from './format-dinar.ts';

/** Every whole number from 0 to 10^13 in steps of about 1%, and the values where rounding turns. */
const VALUES = (() => {
  const values = new Set<number>();
  for (let value = 0; value < 1e13; value = Math.ceil(value * 1.01) + 1) values.add(value);
  for (let step = 1e3; step <= 1e12; step *= 1000)
    for (const at of [1, 2.5, 3, 9, 9.9995, 10, 99.95, 100, 999.949, 999.95, 999.99])
      for (const near of [-1, 0, 1]) values.add(Math.round(at * step) + near);
  return [...values];
})();

describe('formatNumber', () => {
  it.each(LANGUAGES)('writes every amount in %s as Intl does with Latin digits', (language) => {
    const intl = new Intl.NumberFormat([LANGUAGE_TAGS[language], 'ar'], {
      numberingSystem: 'latn',
      maximumFractionDigits: 0,
    });
    for (const value of [...VALUES, 0.4, 0.5, 999.5, 1234.49])
      expect(formatNumber(value, language)).toBe(intl.format(value));
  });
});

describe('formatDinar', () => {
  it('uses Latin digits with separators and the dinar sign in every language', () => {
    expect(formatDinar(1_500_000, 'en')).toBe('1,500,000 د.ع');
    expect(formatDinar(1_500_000, 'ar')).toBe('1,500,000 د.ع');
    expect(formatDinar(250_000, 'ku')).toBe('250,000 د.ع');
  });
});

describe('formatCompactNumber', () => {
  it.each(['en', 'ar'] as const)('writes every amount in %s as Intl compact notation does', (language) => {
    const intl = new Intl.NumberFormat(language, {
      numberingSystem: 'latn',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    for (const value of VALUES) expect(formatCompactNumber(value, language), String(value)).toBe(intl.format(value));
  });

  it.each([
    [150_000_000, 'en', '150M'],
    [999_950, 'en', '1M'],
    [150_000_000, 'ar', '150\u00a0مليون'],
    [3_000, 'ar', '3\u00a0آلاف'],
    [3_100, 'ar', '3.1\u00a0ألف'],
    // Sorani has one word for thousands (Arabic's آلاف is not Sorani), the same on the server and in the browser.
    [150_000_000, 'ku', '150\u00a0ملیۆن'],
    [1_500, 'ku', '1.5\u00a0هەزار'],
    [3_000, 'ku', '3\u00a0هەزار'],
    [2_500_000_000, 'ku', '2.5\u00a0ملیار'],
  ] as const)('%i in %s reads %s', (value, language, expected) => {
    expect(formatCompactNumber(value, language)).toBe(expected);
  });
});
