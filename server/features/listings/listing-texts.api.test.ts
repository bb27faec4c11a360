import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '#server/db/schema.ts';
import { buildTestApp, createSignedInUsers, type TestApp } from '#server/test-utils/test-app.ts';
import { validListing } from './test-listings.ts';

/** Issue 21: title and description in at least one of Arabic, Kurdish and English. */
let t: TestApp;
let cookies: Record<'owner', { cookie: string }>;

beforeAll(async () => {
  t = await buildTestApp();
  ({ cookies } = await createSignedInUsers(t, { owner: 'owner' }));
});
afterAll(() => t.close());

const NO_TEXTS = { title_en: '', title_ar: '', description_en: '', description_ar: '' };
const KURDISH = {
  title_ku: 'خانووی خێزانی لە ئەنکاوە',
  description_ku: 'سێ ژووری نووستن و باخچەیەکی گەورە، نزیک بازاڕ.',
};

function post(payload: object, lang = 'en') {
  return t.app.inject({ method: 'POST', url: `/api/apartments?lang=${lang}`, headers: cookies.owner, payload });
}

async function countListings(): Promise<number> {
  return t.db.$count(listings);
}

describe('POST /api/apartments in the owner’s languages', () => {
  it.each([
    ['Arabic', { title_ar: 'شقة مشمسة قرب النهر', description_ar: 'غرفتا نوم وشرفة واشتراك مولدة كهرباء.' }],
    ['Kurdish', KURDISH],
    ['English', { title_en: 'Bright flat near the river', description_en: 'Two bedrooms, a balcony and a generator.' }],
  ])('creates a listing written only in %s, the other texts stored empty', async (_language, texts) => {
    const response = await post({ ...validListing(), ...NO_TEXTS, ...texts });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, response.json().id));
    expect(row).toMatchObject({ ...NO_TEXTS, title_ku: '', description_ku: '', ...texts });
  });

  it('takes the texts leaving out the languages not written', async () => {
    const { title_en: _t, title_ar: _a, description_en: _d, description_ar: _b, ...rest } = validListing();
    const response = await post({ ...rest, ...KURDISH });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ...NO_TEXTS, ...KURDISH });
  });

  it('refuses a listing with no text in any language, in the reader’s language, and stores nothing', async () => {
    const before = await countListings();
    const english = await post({ ...validListing(), ...NO_TEXTS, title_en: '   ' });
    expect(english.statusCode).toBe(400);
    expect(english.json().fields).toEqual({ title_ar: 'Write the title and description in at least one language' });
    const kurdish = await post({ ...validListing(), ...NO_TEXTS }, 'ku');
    expect(kurdish.json().fields).toEqual({ title_ar: 'ناونیشان و وەسف لانیکەم بە یەک زمان بنووسە' });
    expect(await countListings()).toBe(before);
  });

  it('refuses a Kurdish text that is written but too short, even beside complete texts', async () => {
    const before = await countListings();
    const response = await post({ ...validListing(), title_ku: 'خانو', description_ku: 'کورت' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      title_ku: 'Title must be at least 5 characters',
      description_ku: 'Description must be at least 20 characters',
    });
    expect(await countListings()).toBe(before);
  });

  it('asks for the description of a language that has only a title, while no language is complete', async () => {
    const response = await post({ ...validListing(), ...NO_TEXTS, title_ku: KURDISH.title_ku });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ description_ku: 'Description must be at least 20 characters' });
  });

  it('refuses a Kurdish text over the length limit or holding U+0000', async () => {
    const response = await post({
      ...validListing(),
      title_ku: 'خ'.repeat(201),
      description_ku: 'وەسف\u0000'.repeat(5),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['description_ku', 'title_ku']);
  });
});

describe('reading a Kurdish-only listing', () => {
  const STONE_HOUSE = {
    title_ku: 'خانووی بەردین لە شەقڵاوە',
    description_ku: 'خانوویەکی کۆن بە باخچەیەکی گەورە و دیمەنی چیا.',
  };
  let id: number;
  beforeAll(async () => {
    const listing = validListing({ location_en: 'Shaqlawa, Erbil', location_ar: 'شقلاوة، أربيل' });
    id = (await post({ ...listing, ...NO_TEXTS, ...STONE_HOUSE })).json().id;
  });

  it('answers the Kurdish fields on the detail and in search', async () => {
    const detail = await t.app.inject(`/api/apartments/${id}`);
    expect(detail.json()).toMatchObject({ ...NO_TEXTS, ...STONE_HOUSE });
    const search = await t.app.inject(`/api/apartments?q=${encodeURIComponent('شەقڵاوە')}`);
    expect(search.statusCode).toBe(200);
    expect(search.json().map((listing: { id: number }) => listing.id)).toEqual([id]);
    expect(search.json()[0]).toMatchObject(STONE_HOUSE);
  });

  it('is found by a word of its Kurdish title only, with the search normalisation', async () => {
    const found = async (q: string) =>
      (await t.app.inject(`/api/apartments?q=${encodeURIComponent(q)}`)).json().map((l: { id: number }) => l.id);
    expect(await found('بەردین')).toEqual([id]);
    // A tatweel is ignored in the title as in the query (common/arabic.ts).
    expect(await found('بەردیـن')).toEqual([id]);
    // Descriptions are not searched, in any language (only titles and locations are indexed).
    expect(await found('دیمەنی')).toEqual([]);
  });
});
