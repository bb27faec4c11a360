import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '#server/test-utils/test-app.ts';
import type { SessionUser } from '../auth/session-store.ts';
import { insertListings } from './test-listings.ts';

let t: TestApp;
let owner: SessionUser;
let otherOwner: SessionUser;
/** The seeded listings by name; each test names the ones a filter must return, and no others. */
const id: Record<string, number> = {};

const SEEDED = {
  karrada: {
    title_en: 'Modern apartment in Karrada',
    title_ar: 'شقة حديثة في الكرادة',
    location_en: 'Karrada, Baghdad',
    location_ar: 'الكرادة، بغداد',
    listing_type: 'rent',
    rental_type: 'long',
    bedrooms: 2,
    bathrooms: 1,
    price: 1_000_000,
  },
  erbilStudio: {
    title_en: 'Cozy studio for short stays',
    title_ar: 'اِستوديو مُريح للإقامة القصيرة',
    location_en: 'Erbil',
    location_ar: 'أربيل',
    listing_type: 'rent',
    rental_type: 'short',
    bedrooms: 0,
    bathrooms: 1,
    price: 100_000,
  },
  // Named only in Arabic (without hamza) and by a suburb in English: the city filter must use the Arabic.
  ankawa: {
    title_en: 'Garden house',
    title_ar: 'بيت مع حديقة',
    location_en: 'Ankawa',
    location_ar: 'عنكاوا، اربيل',
    listing_type: 'rent',
    rental_type: 'long',
    bedrooms: 3,
    bathrooms: 2,
    price: 1_400_000,
  },
  basraHouse: {
    title_en: 'Family house 100% ready',
    title_ar: 'بيت عائلي جاهز',
    location_en: 'Basra',
    location_ar: 'البصرة',
    listing_type: 'sale',
    rental_type: null,
    bedrooms: 4,
    bathrooms: 3,
    price: 200_000_000,
  },
  mosulVilla: {
    title_en: 'Villa_garden on the river',
    title_ar: 'فيلا على النهر',
    location_en: 'Mosul',
    location_ar: 'الموصل',
    listing_type: 'sale',
    rental_type: null,
    bedrooms: 5,
    bathrooms: 4,
    price: 300_000_000,
  },
  najafLand: {
    title_en: 'Residential plot',
    title_ar: 'قطعة أرض سكنية',
    location_en: 'Najaf',
    location_ar: 'النجف',
    listing_type: 'land',
    rental_type: null,
    bedrooms: 0,
    bathrooms: 0,
    price: 500_000_000,
  },
  mansourHidden: {
    title_en: 'Quiet flat in Mansour',
    title_ar: 'شقة هادئة في المنصور',
    location_en: 'Mansour, Baghdad',
    location_ar: 'المنصور، بغداد',
    listing_type: 'rent',
    rental_type: 'long',
    bedrooms: 3,
    bathrooms: 2,
    price: 2_000_000,
    available: false,
  },
  kirkukFlat: {
    title_en: 'Small flat downtown',
    title_ar: 'شقه صغيرة وسط المدينة',
    location_en: 'Kirkuk',
    location_ar: 'كركوك',
    listing_type: 'rent',
    rental_type: 'long',
    bedrooms: 1,
    bathrooms: 1,
    price: 1_500_000,
  },
} as const;
type Name = keyof typeof SEEDED;
const VISIBLE: Name[] = (Object.keys(SEEDED) as Name[]).filter((n) => n !== 'mansourHidden');

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createTestUser(t.db, { role: 'owner' });
  otherOwner = await createTestUser(t.db, { role: 'owner' });
  const names = Object.keys(SEEDED) as Name[];
  const ids = await insertListings(
    t.db,
    names.map((name, i) => ({
      ...SEEDED[name],
      ownerId: name === 'basraHouse' || name === 'najafLand' ? otherOwner.id : owner.id,
      // Seeded in a known order of age: the first is the oldest.
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      description_en: 'Near a generator station and schools.',
    })),
  );
  names.forEach((name, i) => {
    id[name] = ids[i]!;
  });
});
afterAll(() => t.close());

async function search(query: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url: `/api/apartments?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; price: number }[];
}

/** The names a search returns, sorted, to compare with the expected set. */
async function found(query: string, headers: Record<string, string> = {}): Promise<Name[]> {
  const rows = await search(query, headers);
  const byId = new Map(Object.entries(id).map(([name, value]) => [value, name as Name]));
  return rows.map((row) => byId.get(row.id)!).sort();
}
const names = (...list: Name[]) => [...list].sort();

describe('search filters (spec section 5, DESIGN.md section 7), one rule at a time', () => {
  it('shows the public only available listings', async () => {
    expect(await found('')).toEqual(names(...VISIBLE));
  });

  it('listingType and rentalType match exactly', async () => {
    expect(await found('listingType=sale')).toEqual(names('basraHouse', 'mosulVilla'));
    expect(await found('listingType=land')).toEqual(names('najafLand'));
    expect(await found('listingType=rent&rentalType=long')).toEqual(names('karrada', 'ankawa', 'kirkukFlat'));
    expect(await found('rentalType=short')).toEqual(names('erbilStudio'));
  });

  it('city matches its English name in the English location', async () => {
    expect(await found('city=karrada')).toEqual(names('karrada'));
    expect(await found('city=basra')).toEqual(names('basraHouse'));
    // A Baghdad district's location contains "Baghdad".
    expect(await found('city=baghdad')).toEqual(names('karrada'));
    expect(await found('city=mansour')).toEqual([]);
  });

  it('city matches its Arabic name in the Arabic location, normalised (أربيل finds اربيل)', async () => {
    expect(await found('city=erbil')).toEqual(names('erbilStudio', 'ankawa'));
  });

  it('city=all is no city filter', async () => {
    expect(await found('city=all')).toEqual(names(...VISIBLE));
  });

  it('q is a case-insensitive substring of title or location, English or Arabic', async () => {
    expect(await found('q=KARRADA')).toEqual(names('karrada'));
    expect(await found('q=studio')).toEqual(names('erbilStudio'));
    expect(await found('q=ankawa')).toEqual(names('ankawa'));
    expect(await found(`q=${encodeURIComponent('الموصل')}`)).toEqual(names('mosulVilla'));
    expect(await found(`q=${encodeURIComponent('حديقة')}`)).toEqual(names('ankawa'));
  });

  it('q that is a listing reference finds that listing, however it is typed; a hidden one stays hidden', async () => {
    const reference = `DAR-${String(id.karrada).padStart(6, '0')}`;
    for (const typed of [reference, reference.toLowerCase(), `dar ${id.karrada}`, ` DAR${id.karrada} `]) {
      expect(await found(`q=${encodeURIComponent(typed)}`), typed).toEqual(names('karrada'));
    }
    expect(await found(`q=DAR-${id.mansourHidden}`)).toEqual([]);
  });

  it('q does not search descriptions', async () => {
    expect(await found('q=generator')).toEqual([]);
  });

  it('q normalises Arabic: "شقه" finds "شقة" and "شقة" finds "شقه"', async () => {
    expect(await found(`q=${encodeURIComponent('شقه')}`)).toEqual(names('karrada', 'kirkukFlat'));
    expect(await found(`q=${encodeURIComponent('شقة')}`)).toEqual(names('karrada', 'kirkukFlat'));
    expect(await found(`q=${encodeURIComponent('البصره')}`)).toEqual(names('basraHouse'));
  });

  it('q ignores harakat on either side', async () => {
    expect(await found(`q=${encodeURIComponent('مريح')}`)).toEqual(names('erbilStudio'));
    expect(await found(`q=${encodeURIComponent('مُرِيح')}`)).toEqual(names('erbilStudio'));
    expect(await found(`q=${encodeURIComponent('شَقَّة')}`)).toEqual(names('karrada', 'kirkukFlat'));
  });

  it('q treats %, _ and \\ as plain characters', async () => {
    expect(await found(`q=${encodeURIComponent('100%')}`)).toEqual(names('basraHouse'));
    expect(await found(`q=${encodeURIComponent('%')}`)).toEqual(names('basraHouse'));
    expect(await found('q=_')).toEqual(names('mosulVilla'));
    expect(await found(`q=${encodeURIComponent('\\')}`)).toEqual([]);
  });

  it('q of blanks is no filter', async () => {
    expect(await found('q=%20%20')).toEqual(names(...VISIBLE));
  });

  it('bedrooms 1–3 are exact and 4 means 4 or more', async () => {
    expect(await found('bedrooms=1')).toEqual(names('kirkukFlat'));
    expect(await found('bedrooms=3')).toEqual(names('ankawa'));
    expect(await found('bedrooms=4')).toEqual(names('basraHouse', 'mosulVilla'));
  });

  it('bedroomsExact=true makes 4 exact (the city screen)', async () => {
    expect(await found('bedrooms=4&bedroomsExact=true')).toEqual(names('basraHouse'));
    expect(await found('bedrooms=4&bedroomsExact=false')).toEqual(names('basraHouse', 'mosulVilla'));
  });

  it('bathrooms 1–2 are exact and 3 means 3 or more, unless bathroomsExact=true', async () => {
    expect(await found('bathrooms=2')).toEqual(names('ankawa'));
    expect(await found('bathrooms=3')).toEqual(names('basraHouse', 'mosulVilla'));
    expect(await found('bathrooms=3&bathroomsExact=true')).toEqual(names('basraHouse'));
  });

  it('maxPrice is "up to" and minPrice "at least", both inclusive', async () => {
    expect(await found('maxPrice=1000000')).toEqual(names('karrada', 'erbilStudio'));
    expect(await found('minPrice=200000000&maxPrice=300000000')).toEqual(names('basraHouse', 'mosulVilla'));
    expect(await found('minPrice=400000000')).toEqual(names('najafLand'));
  });

  it('ownerId keeps one owner’s listings', async () => {
    expect(await found(`ownerId=${otherOwner.id}`)).toEqual(names('basraHouse', 'najafLand'));
  });

  it('combines filters with AND', async () => {
    expect(await found('listingType=rent&rentalType=long&city=erbil&bedrooms=3&maxPrice=1500000')).toEqual(
      names('ankawa'),
    );
  });
});

describe('available=all', () => {
  it('shows an admin unavailable listings too', async () => {
    const admin = await createTestUser(t.db, { role: 'admin' });
    const headers = await sessionCookie(t.app, admin);
    expect(await found('available=all&city=mansour', headers)).toEqual(names('mansourHidden'));
  });

  it('shows an owner their own unavailable listings', async () => {
    const headers = await sessionCookie(t.app, owner);
    expect(await found(`available=all&ownerId=${owner.id}&city=baghdad`, headers)).toEqual(
      names('karrada', 'mansourHidden'),
    );
  });

  it('refuses a visitor with 401, and a renter or an owner asking beyond their own listings with 403', async () => {
    expect((await t.app.inject('/api/apartments?available=all')).statusCode).toBe(401);
    const renter = await createTestUser(t.db, { role: 'renter' });
    const asRenter = await sessionCookie(t.app, renter);
    expect(
      (await t.app.inject({ url: `/api/apartments?available=all&ownerId=${renter.id}`, headers: asRenter })).statusCode,
    ).toBe(403);
    const asOwner = await sessionCookie(t.app, owner);
    expect((await t.app.inject({ url: '/api/apartments?available=all', headers: asOwner })).statusCode).toBe(403);
    const others = await t.app.inject({
      url: `/api/apartments?available=all&ownerId=${otherOwner.id}`,
      headers: asOwner,
    });
    expect(others.statusCode).toBe(403);
    expect(others.json().code).toBe('FORBIDDEN');
  });
});

describe('sorting', () => {
  it('newest first by default', async () => {
    const rows = await search('');
    const order = (Object.keys(SEEDED) as Name[]).filter((n) => VISIBLE.includes(n)).reverse();
    expect(rows.map((r) => r.id)).toEqual(order.map((n) => id[n]));
  });

  it('price_asc and price_desc', async () => {
    const ascending = (await search('sort=price_asc')).map((r) => r.price);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending).toHaveLength(VISIBLE.length);
    const descending = (await search('sort=price_desc')).map((r) => r.price);
    expect(descending).toEqual([...ascending].reverse());
  });
});

describe('fields=card', () => {
  it('answers the same listings in the same order as result cards: no descriptions, amenities, owner or dates', async () => {
    const full = (await search('city=baghdad&sort=price_asc')) as unknown as Record<string, unknown>[];
    const cards = (await search('city=baghdad&sort=price_asc&fields=card')) as unknown as Record<string, unknown>[];
    expect(cards.map((card) => card.id)).toEqual(full.map((listing) => listing.id));
    expect(full[0]).toHaveProperty('description_ar');
    for (const [i, card] of cards.entries()) {
      const {
        description_en,
        description_ar,
        description_ku,
        amenities,
        ownerId,
        hidden,
        hiddenReason,
        createdAt,
        updatedAt,
        ...shown
      } = full[i]!;
      expect(card).toEqual(shown);
    }
  });

  it('keeps the full answer and the cards apart in the kept pages', async () => {
    const cards = await t.app.inject('/api/apartments?city=erbil&fields=card');
    const full = await t.app.inject('/api/apartments?city=erbil');
    expect(cards.headers.etag).not.toBe(full.headers.etag);
    expect(full.json()[0]).toHaveProperty('description_en');
    expect(cards.json()[0]).not.toHaveProperty('description_en');
  });
});

describe('invalid parameters', () => {
  it.each([
    ['listingType=house', 'listingType'],
    ['rentalType=weekly', 'rentalType'],
    ['city=paris', 'city'],
    ['bedrooms=two', 'bedrooms'],
    ['bedrooms=-1', 'bedrooms'],
    ['bathrooms=1.5', 'bathrooms'],
    ['bedroomsExact=yes', 'bedroomsExact'],
    ['minPrice=-5', 'minPrice'],
    ['maxPrice=cheap', 'maxPrice'],
    ['available=true', 'available'],
    ['ownerId=0', 'ownerId'],
    ['ownerId=99999999999', 'ownerId'],
    ['q=a%00b', 'q'],
    ['sort=cheapest', 'sort'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['cursor=not-a-cursor', 'cursor'],
    [`cursor=${Buffer.from('{"sort":"newest","key":"1; drop table","id":1}').toString('base64url')}`, 'cursor'],
    ['listingType=rent&listingType=sale', 'listingType'],
    ['fields=all', 'fields'],
  ])('%s → 400 naming %s', async (query, field) => {
    const response = await t.app.inject(`/api/apartments?${query}&lang=en`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid value',
      code: 'VALIDATION',
      fields: { [field]: 'Invalid value' },
    });
  });

  it('names the parameter in the reader’s language', async () => {
    const response = await t.app.inject('/api/apartments?bedrooms=many');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ bedrooms: 'قيمة غير صالحة' });
  });

  it('refuses a cursor made for another sort', async () => {
    const first = await t.app.inject('/api/apartments?limit=1&sort=price_asc');
    const cursor = new URL(nextUrl(first.headers.link), 'http://x').searchParams.get('cursor');
    const response = await t.app.inject(`/api/apartments?limit=1&sort=newest&cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ cursor: expect.any(String) });
  });
});

describe('limit and the Link header', () => {
  it('defaults to 24 and caps the page at limit', async () => {
    expect(await search('limit=3')).toHaveLength(3);
  });

  it('announces a next page only when there is one', async () => {
    const full = await t.app.inject(`/api/apartments?limit=${VISIBLE.length}`);
    expect(full.json()).toHaveLength(VISIBLE.length);
    expect(full.headers.link).toBeUndefined();
    const partial = await t.app.inject('/api/apartments?listingType=rent&limit=3');
    expect(partial.headers.link).toMatch(/^<\/api\/apartments\?listingType=rent&limit=3&cursor=[\w-]+>; rel="next"$/);
    const last = await t.app.inject(nextUrl(partial.headers.link));
    expect(last.json()).toHaveLength(1);
    expect(last.headers.link).toBeUndefined();
  });
});

/** The URL in a `Link: <…>; rel="next"` header. */
function nextUrl(link: unknown): string {
  const match = String(link).match(/^<([^>]+)>; rel="next"$/);
  if (!match) throw new Error(`no next link in ${String(link)}`);
  return match[1]!;
}

async function readPage(url: string) {
  const response = await t.app.inject(url);
  expect(response.statusCode).toBe(200);
  const rows: { id: number; price: number; createdAt: string }[] = response.json();
  return { rows, next: response.headers.link ? nextUrl(response.headers.link) : undefined };
}

describe('keyset pagination', () => {
  it.each(['newest', 'price_asc', 'price_desc'] as const)(
    'sort=%s returns every row exactly once while rows are inserted between pages',
    async (sort) => {
      const pager = await createTestUser(t.db, { role: 'owner' });
      // Ties on price and creation times that differ by microseconds only (a JavaScript Date
      // cannot hold them): the cursor must keep both apart.
      const base = Date.UTC(2026, 5, 1);
      const original = await insertListings(
        t.db,
        Array.from({ length: 30 }, (_, i) => ({ ownerId: pager.id, price: 1_000_000 + (i % 4) * 250_000 })),
      );
      await t.db.execute(
        sql`update apartments set created_at = ${new Date(base).toISOString()}::timestamptz + (id % 7) * interval '1 microsecond'
            where owner_id = ${pager.id}`,
      );

      const seen: { id: number; price: number; createdAt: string }[] = [];
      let url: string | undefined = `/api/apartments?ownerId=${pager.id}&sort=${sort}&limit=7`;
      let pages = 0;
      while (url) {
        const page = await readPage(url);
        seen.push(...page.rows);
        pages += 1;
        // Someone lists two more flats (one cheap, one dear) while the user reads this page.
        await insertListings(t.db, [
          { ownerId: pager.id, price: 500_000 + pages },
          { ownerId: pager.id, price: 9_000_000 + pages },
        ]);
        url = page.next;
      }

      const ids = seen.map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expect.arrayContaining(original));
      expect(pages).toBeGreaterThanOrEqual(5);
      const keys = seen.map((row) => (sort === 'newest' ? row.createdAt : row.price));
      const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(keys).toEqual(sort === 'price_asc' ? sorted : sorted.reverse());
    },
  );
});
