import { describe, expect, it } from 'vitest';
import { dayAfter, nightsBetween } from './booking-dates.ts';

describe('booking dates', () => {
  it('counts nights and finds the next day across a month end', () => {
    expect(dayAfter('2026-02-28')).toBe('2026-03-01');
    expect(nightsBetween('2026-02-27', '2026-03-02')).toBe(3);
  });
});
