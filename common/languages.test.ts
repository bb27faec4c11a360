import { describe, expect, it } from 'vitest';
import { isRtl, pickLanguage } from './languages.ts';

describe('pickLanguage', () => {
  it('prefers ?lang= over the header', () => {
    expect(pickLanguage('en', 'ar')).toBe('en');
  });
  it('reads the first supported Accept-Language tag, Sorani included', () => {
    expect(pickLanguage(undefined, 'fr-FR, en-US;q=0.8')).toBe('en');
    expect(pickLanguage(undefined, 'ckb-IQ,ar;q=0.5')).toBe('ku');
  });
  it('falls back to Arabic', () => {
    expect(pickLanguage('xx', undefined)).toBe('ar');
  });
  it('writes Arabic and Kurdish right to left', () => {
    expect([isRtl('ar'), isRtl('ku'), isRtl('en')]).toEqual([true, true, false]);
  });
});
