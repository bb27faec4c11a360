import { describe, expect, it } from 'vitest';
import { CITIES, findCityInLocation, STRIP_CITIES } from './cities.ts';

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

describe('findCityInLocation', () => {
  it.each([
    ['Karrada, Baghdad', 'karrada'],
    ['Palestine Street, Karrada, Baghdad', 'karrada'],
    ['Zayouna, Baghdad', 'baghdad'],
    ['ERBIL', 'erbil'],
    ['عنكاوا، أربيل', 'erbil'],
    ['عنكاوا، اربيل', 'erbil'],
    ['الكرادة، بغداد', 'karrada'],
    ['Old town, Basra', 'basra'],
    ['Somewhere else', undefined],
  ])('%j is in %s', (location, cityId) => {
    expect(findCityInLocation(location)?.id).toBe(cityId);
  });
});
