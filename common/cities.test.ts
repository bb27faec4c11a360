import { describe, expect, it } from 'vitest';
import { CITIES, findCity, findCityInLocation, placesIn, STRIP_CITIES } from './cities.ts';

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

describe('placesIn', () => {
  it('finds Baghdad with its four districts, and a district or another city alone', () => {
    const places = (id: string) => placesIn(findCity(id) as (typeof CITIES)[number]);
    expect(places('baghdad')).toEqual(['baghdad', 'karrada', 'mansour', 'adhamiyah', 'sadr_city']);
    expect(places('karrada')).toEqual(['karrada']);
    expect(places('erbil')).toEqual(['erbil']);
  });
});
