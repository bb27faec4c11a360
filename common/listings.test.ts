import { describe, expect, it } from 'vitest';
import {
  applyListingTypeRules,
  creditPlan,
  idOfReference,
  listingCreditPlan,
  listingReference,
  pricePeriod,
} from './listings.ts';

describe('creditPlan', () => {
  it('takes the down payment as a percentage and spreads the rest monthly', () => {
    expect(creditPlan(120_000_000, 20, 10)).toEqual({ downPayment: 24_000_000, monthlyPayment: 800_000 });
  });
  it('rounds the monthly payment', () => {
    expect(creditPlan(100_000_000, 25, 7).monthlyPayment).toBe(Math.round(75_000_000 / 84));
  });
});

describe('applyListingTypeRules', () => {
  it.each([
    [{ listing_type: 'rent', rental_type: 'short', payment_type: 'credit' }, 'short', 'full'],
    [{ listing_type: 'rent', rental_type: null, payment_type: 'full' }, 'long', 'full'],
    [{ listing_type: 'rent' }, 'long', 'full'],
    [{ listing_type: 'sale', rental_type: 'long', payment_type: 'credit' }, null, 'credit'],
    [{ listing_type: 'sale', rental_type: 'short' }, null, 'full'],
    [{ listing_type: 'land', rental_type: 'long', payment_type: 'credit' }, null, 'full'],
  ] as const)('%j has rental type %j and payment type %j', (listing, rentalType, paymentType) => {
    expect(applyListingTypeRules(listing)).toMatchObject({ rental_type: rentalType, payment_type: paymentType });
  });
});

describe('pricePeriod', () => {
  it.each([
    ['rent', 'short', 'night'],
    ['rent', 'long', 'month'],
    ['rent', null, 'month'],
    ['sale', null, null],
    ['land', null, null],
  ] as const)('a %s listing with rental type %j is priced per %j', (listingType, rentalType, period) => {
    expect(pricePeriod({ listing_type: listingType, rental_type: rentalType })).toBe(period);
  });
});

describe('listingCreditPlan', () => {
  const sale = {
    listing_type: 'sale',
    payment_type: 'credit',
    price: 250_000_000,
    down_payment_percentage: 20,
    payment_years: 10,
  } as const;

  it.each([
    [sale, { downPayment: 50_000_000, monthlyPayment: 1_666_667, years: 10, percentage: 20 }],
    [
      { ...sale, price: 100_000_001, down_payment_percentage: 30, payment_years: 7 },
      { downPayment: 30_000_000, monthlyPayment: 833_333, years: 7, percentage: 30 },
    ],
    [{ ...sale, payment_type: 'full' }, null],
    [{ ...sale, listing_type: 'rent' }, null],
  ] as const)('%j has the plan %j', (listing, plan) => {
    expect(listingCreditPlan(listing)).toEqual(plan);
  });
});

describe('listing references', () => {
  it('are DAR- and six digits, and read back from what people type', () => {
    expect(listingReference(104)).toBe('DAR-000104');
    expect(idOfReference(listingReference(104))).toBe(104);
    for (const [typed, id] of [
      ['dar-104', 104],
      ['DAR 000104', 104],
      ['  DAR1234567 ', 1234567],
      ['DAR-0', undefined],
      ['DARK-104', undefined],
      ['104', undefined],
      ['flat DAR-104', undefined],
    ] as const) {
      expect(idOfReference(typed), typed).toBe(id);
    }
  });
});
