import { describe, expect, it } from 'vitest';
import { addDays, nightsBetween } from './bookings.ts';

describe('booking dates', () => {
  it('counts nights and moves by days across a month end and a leap day', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(nightsBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(nightsBetween('2028-01-01', '2029-01-01')).toBe(366);
  });
});
