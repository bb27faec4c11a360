import { describe, expect, it } from 'vitest';
import { isLoadFailure } from './reload-after-load-failure.ts';

describe('isLoadFailure', () => {
  it("knows each browser's words for a fetch or an import that failed", () => {
    for (const message of [
      'Failed to fetch',
      'Failed to fetch dynamically imported module: https://dar.iq/assets/booking-D2fukYBx.js',
      'NetworkError when attempting to fetch resource.',
      'error loading dynamically imported module: https://dar.iq/assets/booking-D2fukYBx.js',
      'Load failed',
      'Importing a module script failed.',
    ]) {
      expect(isLoadFailure(new TypeError(message)), message).toBe(true);
    }
  });

  it('is not a failure of the code itself, nor an answer the server gave', () => {
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'price')"))).toBe(false);
    expect(isLoadFailure(new Error('Failed to fetch'))).toBe(false);
    expect(isLoadFailure({ status: 404, data: 'listing' })).toBe(false);
  });
});
