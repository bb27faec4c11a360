import { describe, expect, it } from 'vitest';
import { notificationPreferenceInputSchema } from './notification-preferences.ts';

describe('notificationPreferenceInputSchema', () => {
  it('fills the spec defaults for an empty saved search', () => {
    expect(notificationPreferenceInputSchema.parse({})).toEqual({
      listingType: null,
      rentalType: null,
      minPrice: null,
      maxPrice: null,
      minBedrooms: null,
      maxBedrooms: null,
      minBathrooms: null,
      maxBathrooms: null,
      location: null,
      // The richer filters (issue 20): none.
      propertyType: null,
      minArea: null,
      maxArea: null,
      furnished: false,
      amenities: [],
      q: null,
      bbox: null,
      enabled: true,
      notifyPriceDrops: 'all',
      notifyNewListings: 'all',
      emailFrequency: 'daily',
    });
  });

  it('accepts equal bounds and a known city', () => {
    const result = notificationPreferenceInputSchema.safeParse({ minPrice: 5, maxPrice: 5, location: 'sadr_city' });
    expect(result.success).toBe(true);
  });

  it('puts the min > max message on the maximum', () => {
    const result = notificationPreferenceInputSchema.safeParse({ minBedrooms: 3, maxBedrooms: 2 });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['maxBedrooms'], message: 'minAboveMax' })]);
  });

  it.each([
    [{ minBathrooms: -1 }, 'notNegative'],
    [{ location: 'all' }, 'invalid'],
    [{ notifyNewListings: 'daily' }, 'invalid'],
  ])('refuses %o with the message key %s', (input, key) => {
    expect(notificationPreferenceInputSchema.safeParse(input).error?.issues[0]?.message).toBe(key);
  });
});
