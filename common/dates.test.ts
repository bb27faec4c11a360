import { describe, expect, it } from 'vitest';
import { ageOf, formatDay } from './dates.ts';

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

describe('ageOf', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  it.each([
    ['2026-11-23T08:00:00.000Z', { unit: 'today' }],
    ['2026-11-22T10:00:00.000Z', { unit: 'yesterday' }],
    ['2026-11-20T12:00:00.000Z', { unit: 'days', count: 3 }],
    ['2026-09-20T12:00:00.000Z', { unit: 'months', count: 2 }],
    ['2024-11-01T12:00:00.000Z', { unit: 'years', count: 2 }],
    ['2026-11-24T12:00:00.000Z', { unit: 'today' }],
  ])('%s is %j before 2026-11-23 noon', (moment, expected) => {
    expect(ageOf(moment, now)).toEqual(expected);
  });
});
