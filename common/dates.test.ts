import { describe, expect, it } from 'vitest';
import { formatDay } from './dates.ts';

describe('formatDay', () => {
  it.each([
    ['2026-11-30', 'ar', '30 نوفمبر 2026'],
    ['2026-11-30', 'ku', '30 تشرینی دووەم 2026'],
    ['2026-11-30', 'en', 'Nov 30, 2026'],
    ['2027-01-05', 'ar', '5 يناير 2027'],
    ['2027-02-01T10:00:00.000Z', 'en', 'Feb 1, 2027'],
  ] as const)('%s in %s reads %s', (date, language, expected) => {
    expect(formatDay(date, language)).toBe(expected);
  });
});
