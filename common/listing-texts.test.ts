import { describe, expect, it } from 'vitest';
import { listingDescription, listingTitle } from './languages.ts';
import { newListingSchema } from './listing-schemas.ts';
import { type ListingTexts, listingTextIssues } from './listing-texts.ts';

const ARABIC = { title_ar: 'شقة مشمسة', description_ar: 'غرفتا نوم وشرفة واشتراك مولدة.' };
const KURDISH = { title_ku: 'خانووی خێزانی', description_ku: 'سێ ژووری نووستن و باخچەیەکی گەورە.' };
const ENGLISH = { title_en: 'Sunny flat', description_en: 'Two bedrooms, a balcony and a generator.' };

describe('listingTextIssues', () => {
  it.each([
    ['Arabic', ARABIC],
    ['Kurdish', KURDISH],
    ['English', ENGLISH],
    ['all three', { ...ARABIC, ...KURDISH, ...ENGLISH }],
  ])('accepts a listing written in %s only', (_name, texts) => {
    expect(listingTextIssues(texts)).toEqual([]);
  });

  it('accepts another language with only a title or only a description beside a complete one', () => {
    expect(listingTextIssues({ ...ARABIC, title_en: 'Sunny flat' })).toEqual([]);
    expect(listingTextIssues({ ...KURDISH, description_ar: ARABIC.description_ar })).toEqual([]);
  });

  it('asks for one language when nothing is written: empty, spaces or not strings', () => {
    const none = [{ field: 'title_ar', message: 'textInOneLanguage' }];
    expect(listingTextIssues({})).toEqual(none);
    expect(listingTextIssues({ title_en: '   ', description_ku: '', title_ar: 42 } as ListingTexts)).toEqual(none);
  });

  it('refuses a written text that is too short, in every language, with the spec messages', () => {
    expect(listingTextIssues({ ...ARABIC, title_ku: 'خانو', description_en: 'Short' })).toEqual([
      { field: 'title_ku', message: 'titleMin' },
      { field: 'description_en', message: 'descriptionMin' },
    ]);
    expect(listingTextIssues({ ...KURDISH, title_ar: 'شقة' })).toEqual([{ field: 'title_ar', message: 'titleArMin' }]);
    // Five letters after trimming is enough.
    expect(listingTextIssues({ ...ARABIC, title_ku: '  خانوو  ' })).toEqual([]);
  });

  it('asks for the missing half of every started language while none is complete', () => {
    expect(listingTextIssues({ title_ku: KURDISH.title_ku, description_ar: ARABIC.description_ar })).toEqual([
      { field: 'title_ar', message: 'titleArMin' },
      { field: 'description_ku', message: 'descriptionMin' },
    ]);
    expect(listingTextIssues({ title_en: 'Flat', description_en: 'Too short' })).toEqual([
      { field: 'title_en', message: 'titleMin' },
      { field: 'description_en', message: 'descriptionMin' },
    ]);
  });
});

describe('newListingSchema applies the rule', () => {
  const rest = { price: 500_000, location_en: 'Erbil', location_ar: 'أربيل', area: 90 };
  it('fills the languages not written with empty strings', () => {
    const parsed = newListingSchema.parse({ ...rest, ...KURDISH });
    expect(parsed).toMatchObject({ ...KURDISH, title_ar: '', title_en: '', description_ar: '', description_en: '' });
  });

  it('reports the text issues at their fields even when another field is wrong', () => {
    const result = newListingSchema.safeParse({ ...rest, price: 0, title_ku: 'خانو' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      expect.arrayContaining([
        ['price', 'pricePositive'],
        ['title_ku', 'titleMin'],
        ['description_ku', 'descriptionMin'],
      ]),
    );
  });
});

describe('listingTitle and listingDescription', () => {
  it('give the texts by language', () => {
    const listing = { ...ARABIC, ...KURDISH, ...ENGLISH };
    expect(listingTitle(listing)).toEqual({ ar: ARABIC.title_ar, ku: KURDISH.title_ku, en: ENGLISH.title_en });
    expect(listingDescription(listing)).toEqual({
      ar: ARABIC.description_ar,
      ku: KURDISH.description_ku,
      en: ENGLISH.description_en,
    });
  });
});
