import { describe, expect, it } from 'vitest';
import { emailSchema, nextPathSchema, registerBodySchema } from './auth.ts';
import { isSameSitePath } from './next-path.ts';

describe('auth schemas', () => {
  it('trims and lower-cases e-mails', () => {
    expect(emailSchema.parse('  Ali.Hassan@Mail.IQ ')).toBe('ali.hassan@mail.iq');
  });

  it('defaults the registration role to renter', () => {
    const body = registerBodySchema.parse({ email: 'a@b.iq', password: '12345678', firstName: 'A', lastName: 'B' });
    expect(body.role).toBe('renter');
  });

  it('accepts only same-site paths to return to', () => {
    for (const path of ['/', '/apartments/7', '/city/erbil?bedrooms=2#map']) {
      expect(nextPathSchema.safeParse(path).success, path).toBe(true);
      expect(isSameSitePath(path), path).toBe(true);
    }
    for (const path of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'apartments',
      '',
      `/${'a'.repeat(2000)}`,
    ]) {
      expect(nextPathSchema.safeParse(path).success, JSON.stringify(path)).toBe(false);
      expect(isSameSitePath(path), JSON.stringify(path)).toBe(false);
    }
  });
});
