import { describe, expect, it } from 'vitest';
import { parsePriceInput, toLatinDigits } from './price-input.ts';

describe('parsePriceInput', () => {
  it.each([
    ['1500000', 1_500_000],
    ['1,500,000', 1_500_000],
    ['1 500 000', 1_500_000],
    [' 250000 ', 250_000],
    [' 250 000 ', 250_000],
    ['١٬٥٠٠٬٠٠٠', 1_500_000],
    ['١٥٠٠٠٠٠', 1_500_000],
    ['۱۵۰۰۰۰۰', 1_500_000],
    ['1\u00a0500\u00a0000', 1_500_000],
    ['0', 0],
    ['999999999999999', 999_999_999_999_999],
    ['', null],
    ['   ', null],
    ['abc', 'invalid'],
    ['12a', 'invalid'],
    ['-5', 'invalid'],
    ['+5', 'invalid'],
    ['1.5', 'invalid'],
    ['١٫٥', 'invalid'],
    ['1e6', 'invalid'],
    ['0x10', 'invalid'],
    ['9999999999999999', 'invalid'],
  ] as const)('%j → %j', (text, expected) => {
    expect(parsePriceInput(text)).toBe(expected);
  });
});

describe('toLatinDigits', () => {
  it('maps both Arabic-Indic digit sets and keeps other characters', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ x')).toBe('0123456789 0123456789 x');
  });
});
