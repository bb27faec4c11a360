import { describe, expect, it } from 'vitest';
import { fitWithin } from './shrink-photo.ts';

describe('fitWithin', () => {
  it.each([
    [4000, 3000, { width: 2048, height: 1536 }],
    [3000, 4000, { width: 1536, height: 2048 }],
    [2048, 1000, { width: 2048, height: 1000 }],
    [800, 600, { width: 800, height: 600 }],
    [10000, 10, { width: 2048, height: 2 }],
  ])('%i×%i is drawn at %j (longest side ≤ 2048, never enlarged)', (width, height, expected) => {
    expect(fitWithin(width, height)).toEqual(expected);
  });
});
