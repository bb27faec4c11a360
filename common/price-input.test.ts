import { describe, expect, it } from 'vitest';
import { parsePriceInput, toLatinDigits } from './price-input.ts';

describe('parsePriceInput', () => {
  it.each([
    ['1500000', 1_500_000],
    ['1,500,000', 1_500_000],
    ['1 500 000', 1_500_000],
    [' 250000 ', 250_000],
    ['١٬٥٠٠٬٠٠٠', 1_500_000],
    ['١٥٠٠٠٠٠', 1_500_000],
    ['۱۵۰۰۰۰۰', 1_500_000],
    ['1\u00a0500\u00a0000', 1_500_000],
    ['0', 0],
  ])('%s → %d', (text, expected) => {
    expect(parsePriceInput(text)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '12a', '-5', '+5', '1.5', '١٫٥', '1e6', '0x10', '9999999999999999'])(
    '%j is not a price',
    (text) => {
      expect(parsePriceInput(text)).toBeUndefined();
    },
  );
});

describe('toLatinDigits', () => {
  it('maps both Arabic-Indic digit sets and keeps other characters', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ x')).toBe('0123456789 0123456789 x');
  });
});
