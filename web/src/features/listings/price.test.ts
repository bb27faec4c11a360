import { describe, expect, it } from 'vitest';
import { formatDinar, listingCreditPlan, parsePriceInput, pricePeriod } from './price.ts';

describe('formatDinar', () => {
  it('uses Latin digits with separators and the dinar sign in every language', () => {
    expect(formatDinar(1_500_000, 'en')).toBe('1,500,000 د.ع');
    expect(formatDinar(1_500_000, 'ar')).toMatch(/^1.500.000 د\.ع$/);
    expect(formatDinar(250_000, 'ku')).toMatch(/^250.000 د\.ع$/);
    expect(formatDinar(1_500_000, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe('pricePeriod', () => {
  it('is per night for short stays, per month for long rent, none for sales and land', () => {
    expect(pricePeriod({ listing_type: 'rent', rental_type: 'short' })).toBe('night');
    expect(pricePeriod({ listing_type: 'rent', rental_type: 'long' })).toBe('month');
    expect(pricePeriod({ listing_type: 'sale', rental_type: null })).toBeNull();
    expect(pricePeriod({ listing_type: 'land', rental_type: null })).toBeNull();
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

  it('computes the down payment and the monthly payment (DESIGN.md section 7)', () => {
    expect(listingCreditPlan(sale)).toEqual({
      downPayment: 50_000_000,
      monthlyPayment: 1_666_667,
      years: 10,
      percentage: 20,
    });
  });

  it('rounds the monthly payment and honours other plans', () => {
    expect(listingCreditPlan({ ...sale, price: 100_000_001, down_payment_percentage: 30, payment_years: 7 })).toEqual({
      downPayment: 30_000_000,
      monthlyPayment: 833_333,
      years: 7,
      percentage: 30,
    });
  });

  it('is null for full payment and for anything but a sale', () => {
    expect(listingCreditPlan({ ...sale, payment_type: 'full' })).toBeNull();
    expect(listingCreditPlan({ ...sale, listing_type: 'rent' })).toBeNull();
  });
});

describe('parsePriceInput', () => {
  it('accepts separators and Arabic-Indic digits', () => {
    expect(parsePriceInput('1,500,000')).toBe(1_500_000);
    expect(parsePriceInput('١٬٥٠٠٬٠٠٠')).toBe(1_500_000);
    expect(parsePriceInput(' 250 000 ')).toBe(250_000);
  });

  it('reads empty as no bound and anything else as invalid', () => {
    expect(parsePriceInput('')).toBeUndefined();
    expect(parsePriceInput('12a')).toBe('invalid');
    expect(parsePriceInput('-5')).toBe('invalid');
  });
});
