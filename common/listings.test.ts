import { describe, expect, it } from 'vitest';
import { CITIES, STRIP_CITIES } from './cities.ts';
import { creditPlan } from './listings.ts';

describe('creditPlan', () => {
  it('takes the down payment as a percentage and spreads the rest monthly', () => {
    expect(creditPlan(120_000_000, 20, 10)).toEqual({ downPayment: 24_000_000, monthlyPayment: 800_000 });
  });
  it('rounds the monthly payment', () => {
    expect(creditPlan(100_000_000, 25, 7).monthlyPayment).toBe(Math.round(75_000_000 / 84));
  });
});

describe('cities', () => {
  it("has the spec's 20 places with names in three languages", () => {
    expect(CITIES).toHaveLength(20);
    for (const city of CITIES) expect(Object.values(city.name).every((n) => n.length > 1)).toBe(true);
  });
  it('leaves the four Baghdad districts out of the strip', () => {
    expect(STRIP_CITIES.map((c) => c.id)).not.toContain('karrada');
    expect(STRIP_CITIES.map((c) => c.id)).not.toContain('sadr_city');
    expect(STRIP_CITIES).toHaveLength(16);
  });
});
