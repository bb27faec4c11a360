import { describe, expect, it } from 'vitest';
import {
  isRtl,
  LANGUAGES,
  type Language,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  pickLanguage,
  pickText,
  pickWritten,
  readingOrder,
  type Texts,
} from './languages.ts';

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

describe('language in the URL', () => {
  it.each([
    ['/en/sales?q=1', 'ku', '/ku/sales?q=1'],
    ['/en', 'ar', '/'],
    ['/ku/apartments/3#map', 'en', '/en/apartments/3#map'],
  ] as const)('%s moves to %s as %s', (path, language, moved) => {
    expect(pathInLanguage(path, language)).toBe(moved);
  });

  it.each([
    ['/', 'ar', '/'],
    ['/sales', 'ar', '/sales'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/apartments/7', 'en', '/apartments/7'],
    ['/ku/city/erbil', 'ku', '/city/erbil'],
    ['/english', 'ar', '/english'],
    ['/enx/sales', 'ar', '/enx/sales'],
  ])('%s is in %s, at %s', (path, language, rest) => {
    expect(languageOfPath(path)).toBe(language);
    expect(pathWithoutLanguage(path)).toBe(rest);
  });

  it.each([
    ['/', 'ar', '/'],
    ['/', 'en', '/en'],
    ['/?q=x', 'ku', '/ku?q=x'],
    ['/sales?q=1', 'en', '/en/sales?q=1'],
    ['/apartments/3', 'ku', '/ku/apartments/3'],
    ['/apartments/3', 'ar', '/apartments/3'],
  ] as const)('%s in %s is %s', (path, language, localized) => {
    expect(pathInLanguage(path, language)).toBe(localized);
    expect(pathWithoutLanguage(localized.split('?')[0] ?? '')).toBe(path.split('?')[0]);
  });
});

describe('pickText', () => {
  const listing = { en: 'Flat by the river', ar: 'شقة على النهر', ku: 'شوقە لە کەنار ڕووبار' };
  it.each<[Language, Texts, string | null]>([
    ['en', listing, 'Flat by the river'],
    ['ar', listing, 'شقة على النهر'],
    ['ku', listing, 'شوقە لە کەنار ڕووبار'],
    // Kurdish readers: Kurdish, then Arabic, then English.
    ['ku', { ...listing, ku: '' }, 'شقة على النهر'],
    ['ku', { en: 'Only English', ar: null, ku: '' }, 'Only English'],
    // Arabic readers: Arabic, then Kurdish, then English.
    ['ar', { ...listing, ar: '' }, 'شوقە لە کەنار ڕووبار'],
    ['ar', { en: 'Only English', ar: '' }, 'Only English'],
    // English readers: English, then Arabic, then Kurdish.
    ['en', { ...listing, en: '' }, 'شقة على النهر'],
    ['en', { ku: 'شوقە لە کەنار ڕووبار' }, 'شوقە لە کەنار ڕووبار'],
    ['en', { en: null, ar: null }, null],
    ['ku', { en: '', ar: '', ku: '' }, null],
  ])('a %s reader of %j sees %j', (language, texts, expected) => {
    expect(pickText(language, texts)).toBe(expected);
  });

  it('tells the language of the text picked', () => {
    expect(pickWritten('en', { ar: 'شقة', ku: 'شوقە' })).toEqual({ text: 'شقة', language: 'ar' });
    expect(pickWritten('ar', { en: 'Flat', ku: 'شوقە' })).toEqual({ text: 'شوقە', language: 'ku' });
    expect(pickWritten('ku', { ku: 'شوقە' })).toEqual({ text: 'شوقە', language: 'ku' });
    expect(pickWritten('ku', {})).toBeNull();
  });

  it('orders every language for every reader, their own first', () => {
    for (const language of LANGUAGES) {
      expect(readingOrder(language)[0]).toBe(language);
      expect([...readingOrder(language)].sort()).toEqual([...LANGUAGES].sort());
    }
  });
});
