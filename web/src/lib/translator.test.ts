import { describe, expect, it } from 'vitest';
import arListings from '../locales/ar/listings.json' with { type: 'json' };
import enListings from '../locales/en/listings.json' with { type: 'json' };
import kuListings from '../locales/ku/listings.json' with { type: 'json' };
import { type Catalogue, findText, Translator } from './translator.ts';

const texts = {
  ar: { listings: arListings as Catalogue },
  en: { listings: enListings as Catalogue },
  ku: { listings: kuListings as Catalogue },
};

describe('findText', () => {
  it.each([
    [0, 'استوديو'],
    [1, 'غرفة نوم واحدة'],
    [2, 'غرفتا نوم'],
    [3, '3 غرف نوم'],
    [10, '10 غرف نوم'],
    [11, '11 غرفة نوم'],
    [100, '100 غرفة نوم'],
  ])('picks the Arabic plural form for %i bedrooms', (count, text) => {
    expect(findText(texts.ar, 'ar', 'listings', 'card.bedrooms', { count })).toBe(text);
  });

  it.each([
    ['en', 0, 'Studio'],
    ['en', 1, '1 bedroom'],
    ['en', 4, '4 bedrooms'],
    ['ku', 0, 'ستۆدیۆ'],
    ['ku', 2, '2 ژووری نوستن'],
  ] as const)('in %s, %i bedrooms read %s (the zero form first, then the language rule)', (language, count, text) => {
    expect(findText(texts[language], language, 'listings', 'card.bedrooms', { count })).toBe(text);
  });

  it('reads another namespace by its prefix, fills placeholders and leaves one without a value', () => {
    const catalogues = { common: { greet: 'Hello {{name}}, {{missing}}' }, listings: { title: 'Homes' } };
    expect(findText(catalogues, 'en', 'listings', 'common:greet', { name: 'Ali' })).toBe('Hello Ali, {{missing}}');
    expect(findText(catalogues, 'en', 'common', 'listings:title')).toBe('Homes');
    expect(findText(catalogues, 'en', 'common', 'greet.deeper')).toBeUndefined();
    expect(findText(catalogues, 'en', 'common', 'nothing')).toBeUndefined();
  });

  it('falls back to the key itself when a count has no plural forms', () => {
    expect(findText({ common: { items: '{{count}} items' } }, 'en', 'common', 'items', { count: 1 })).toBe('1 items');
  });
});

describe('Translator', () => {
  it('reads a missing text as its key without the namespace, or as the default value', () => {
    const t = new Translator('en', { common: { a: 'A' } }).getFixedT('en');
    expect(t('a')).toBe('A');
    expect(t('listings:card.none')).toBe('card.none');
    expect(t('none', { defaultValue: 'Fallback {{n}}', n: 2 })).toBe('Fallback {{n}}');
  });

  it('loads each file once however often it is asked, and switches language only when its texts are in', async () => {
    const asked: string[] = [];
    const translator = new Translator('ar', { common: { hi: 'مرحبا' } }, async (language, namespace) => {
      asked.push(`${language}/${namespace}`);
      return { hi: `${language}:${namespace}` };
    });
    const heard: string[] = [];
    translator.subscribe(() => heard.push(translator.language));
    await Promise.all([translator.loadNamespaces(['owner']), translator.loadNamespaces(['owner', 'common'])]);
    expect(asked).toEqual(['ar/owner']);
    const switching = translator.changeLanguage('en');
    expect(translator.language).toBe('ar');
    await switching;
    expect(translator.language).toBe('en');
    expect(heard).toEqual(['en']);
    expect(asked.sort()).toEqual(['ar/owner', 'en/common', 'en/owner']);
    expect(translator.getFixedT('en', 'owner')('hi')).toBe('en:owner');
  });

  it('ends in the language asked for last when the texts of an earlier switch come later', async () => {
    const arrivals = new Map<string, () => void>();
    const translator = new Translator('ar', { common: {} }, (language) => {
      return new Promise((resolve) => arrivals.set(language, () => resolve({})));
    });
    const toEnglish = translator.changeLanguage('en');
    const toKurdish = translator.changeLanguage('ku');
    arrivals.get('ku')?.();
    await toKurdish;
    arrivals.get('en')?.();
    await toEnglish;
    expect(translator.language).toBe('ku');
  });

  it('tells a component once of a load that failed, then loads again', async () => {
    let fail = true;
    const translator = new Translator('en', {}, async () => {
      if (fail) throw new Error('offline');
      return { hi: 'Hi' };
    });
    const waiting = translator.missing(['owner']);
    expect(waiting).toBeInstanceOf(Promise);
    await waiting;
    expect(translator.missing(['owner'])).toEqual(new Error('offline'));
    fail = false;
    await translator.missing(['owner']);
    expect(translator.missing(['owner'])).toBeUndefined();
    expect(translator.getFixedT('en', 'owner')('hi')).toBe('Hi');
  });

  it('forgets a failed load once the namespace has come by another way (a language switch)', async () => {
    let fail = true;
    const translator = new Translator('ar', { common: {} }, async (language, namespace) => {
      if (fail && language === 'en' && namespace === 'common') throw new Error('offline');
      return { hi: 'Hi' };
    });
    await expect(translator.changeLanguage('en')).rejects.toThrow('offline');
    fail = false;
    await translator.changeLanguage('en');
    expect(translator.missing(['common'])).toBeUndefined();
    expect(translator.getFixedT('en', 'common')('hi')).toBe('Hi');
  });
});
