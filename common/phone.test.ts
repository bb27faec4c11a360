import { describe, expect, it } from 'vitest';
import { whatsappLink } from './phone-format.ts';
import { formatIraqiPhone, normaliseIraqiPhone, optionalPhoneSchema, phoneSchema, whatsappDigits } from './phone.ts';

const E164 = '+9647701234567';

describe('normaliseIraqiPhone', () => {
  it.each([
    ['07701234567', E164],
    ['7701234567', E164],
    ['+964 770 123 4567', E164],
    ['+9647701234567', E164],
    ['00964 770 123 4567', E164],
    ['009647701234567', E164],
    ['9647701234567', E164],
    ['+964 0770 123 4567', E164],
    ['0770-123-4567', E164],
    ['  0770 123 4567  ', E164],
    ['(0770) 123.4567', E164],
    ['٠٧٧٠١٢٣٤٥٦٧', E164],
    ['+٩٦٤ ٧٧٠ ١٢٣ ٤٥٦٧', E164],
    ['۰۷۷۰۱۲۳۴۵۶۷', E164],
    ['\u200e+964 770 123 4567\u200e', E164],
    ['0750 123 4567', '+9647501234567'],
    ['0780 999 0000', '+9647809990000'],
    ['0790 123 4567', '+9647901234567'],
  ])('%j → %s', (input, expected) => {
    expect(normaliseIraqiPhone(input)).toBe(expected);
  });

  it.each([
    '',
    'call me',
    '0770123456', // a digit short
    '077012345678', // a digit too many
    '+1 202 555 0123', // another country
    '+44 7700 900123',
    '0044 7700 900123',
    '07401234567', // no mobile operator 74x
    '0123456789',
    '01 537 2222', // a Baghdad landline: no WhatsApp, no SMS
    '+964',
    '+964 770 123 456a',
    '07701234567 ext 2',
    '0770١٢٣٤٥٦٧x',
    '++9647701234567',
    '9'.repeat(50),
  ])('refuses %j', (input) => {
    expect(normaliseIraqiPhone(input)).toBeNull();
  });
});

describe('phoneSchema', () => {
  it('gives E.164 for an accepted spelling', () => {
    expect(phoneSchema.parse('0770 123 4567')).toBe(E164);
  });

  it('answers the invalidPhone key for anything else, required when missing', () => {
    expect(phoneSchema.safeParse('12345').error?.issues[0]?.message).toBe('invalidPhone');
    expect(phoneSchema.safeParse(7701234567).error?.issues[0]?.message).toBe('invalidPhone');
    expect(phoneSchema.safeParse(undefined).error?.issues[0]?.message).toBe('required');
  });
});

describe('optionalPhoneSchema', () => {
  it('keeps absent absent, makes empty or null no number, normalises the rest', () => {
    expect(optionalPhoneSchema.parse(undefined)).toBeUndefined();
    expect(optionalPhoneSchema.parse('')).toBeNull();
    expect(optionalPhoneSchema.parse('   ')).toBeNull();
    expect(optionalPhoneSchema.parse(null)).toBeNull();
    expect(optionalPhoneSchema.parse('٠٧٧٠١٢٣٤٥٦٧')).toBe(E164);
  });

  it('refuses a wrong number or type with invalidPhone', () => {
    expect(optionalPhoneSchema.safeParse('0770').error?.issues[0]?.message).toBe('invalidPhone');
    expect(optionalPhoneSchema.safeParse(12).error?.issues[0]?.message).toBe('invalidPhone');
  });
});

describe('formatting', () => {
  it('reads E.164 as the national form and gives wa.me its digits', () => {
    expect(formatIraqiPhone(E164)).toBe('0770 123 4567');
    expect(whatsappDigits(E164)).toBe('9647701234567');
    expect(whatsappLink(E164)).toBe('https://wa.me/9647701234567');
    expect(whatsappLink(E164, 'DAR-000104 & more?')).toBe(
      'https://wa.me/9647701234567?text=DAR-000104%20%26%20more%3F',
    );
  });
});
