import { describe, expect, it } from 'vitest';
import { addDays, nightsBetween, todayInBaghdad } from './bookings.ts';

describe('booking dates', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-28', 2, '2026-03-30'],
    ['2026-01-01', 730, '2028-01-01'],
  ])('%s + %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-02-27', '2026-03-02', 3],
    ['2028-01-01', '2029-01-01', 366],
    ['2026-03-28', '2026-03-30', 2],
    ['2026-10-24', '2026-10-26', 2],
    ['2026-05-05', '2026-05-05', 0],
  ])('%s to %s is %i nights', (checkIn, checkOut, nights) => {
    expect(nightsBetween(checkIn, checkOut)).toBe(nights);
  });

  it.each([
    ['2026-06-30T20:59:59Z', '2026-06-30'],
    ['2026-06-30T21:00:00Z', '2026-07-01'],
    ['2026-12-31T22:30:00+01:00', '2027-01-01'],
    ['2027-01-01T02:59:00+03:00', '2027-01-01'],
  ])('at %s it is %s in Baghdad', (now, today) => {
    expect(todayInBaghdad(new Date(now))).toBe(today);
  });
});
