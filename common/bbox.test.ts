import { describe, expect, it } from 'vitest';
import { formatBoundingBox, parseBoundingBox } from './bbox.ts';

describe('bbox', () => {
  it('reads four numbers (west, south, east, north) inside Iraq', () => {
    expect(parseBoundingBox('44.2,33.2,44.5,33.45')).toEqual({
      minLng: 44.2,
      minLat: 33.2,
      maxLng: 44.5,
      maxLat: 33.45,
    });
    expect(parseBoundingBox('38.5,28.8,49,37.6')).not.toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['44,33,45', 'three numbers'],
    ['44,33,45,34,1', 'five'],
    ['45,33,44,34', 'west above east'],
    ['44,34,45,33', 'south above north'],
    ['44,33,44,34', 'no width'],
    ['30,20,60,45', 'wider than Iraq'],
    ['NaN,33,45,34', 'not a number'],
    ['4.4e1,33,45,34', 'exponent'],
    ['0x2c,33,45,34', 'hex'],
  ])('refuses %j (%s)', (text) => {
    expect(parseBoundingBox(text)).toBeNull();
  });

  it('writes a box back that reads the same', () => {
    const box = { minLng: 44.123456, minLat: 33.2, maxLng: 44.5, maxLat: 33.45 };
    expect(formatBoundingBox(box)).toBe('44.12346,33.20000,44.50000,33.45000');
    expect(parseBoundingBox(formatBoundingBox(box))).toEqual({ ...box, minLng: 44.12346 });
  });
});
