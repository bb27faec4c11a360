import { describe, expect, it } from 'vitest';
import { dayAfter, nightsBetween, todayInBaghdad } from './booking-dates.ts';

describe('booking dates', () => {
  it('takes today in Baghdad, three hours ahead of UTC', () => {
    expect(todayInBaghdad(new Date('2026-03-01T20:59:00Z'))).toBe('2026-03-01');
    expect(todayInBaghdad(new Date('2026-03-01T21:00:00Z'))).toBe('2026-03-02');
  });

  it('counts nights and finds the next day across a month end', () => {
    expect(dayAfter('2026-02-28')).toBe('2026-03-01');
    expect(nightsBetween('2026-02-27', '2026-03-02')).toBe(3);
  });
});
