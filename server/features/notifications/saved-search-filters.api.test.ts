import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPreferenceInput } from '#common/notification-preferences.ts';
import { notifications } from '#server/db/schema.ts';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '#server/test-utils/test-app.ts';
import { insertListings } from '../listings/test-listings.ts';
import { findAlertItems } from './email-alerts.ts';
import { onListingCreated } from './events.ts';

/**
 * A saved search with the richer filters (issue 20) alerts on exactly the listings that
 * `GET /api/apartments` finds for the same filters: at once (new_listing notifications) and in
 * the e-mail digests.
 */
const ERBIL = { location_en: 'Ankawa, Erbil', location_ar: 'عنكاوا، أربيل' };
const BAGHDAD = { location_en: 'Karrada, Baghdad', location_ar: 'الكرادة، بغداد' };
const SALE = { listing_type: 'sale', rental_type: null } as const;

const SEEDED = {
  gardenVilla: {
    ...SALE,
    ...ERBIL,
    title_en: 'Villa with a garden',
    title_ar: 'فيلا مع حديقة',
    property_type: 'villa',
    area: 280,
    price: 250_000_000,
    amenities: ['garden', 'parking', 'furnished', 'wifi'],
    latitude: 36.2,
    longitude: 44.0,
  },
  bigVilla: {
    ...SALE,
    ...ERBIL,
    title_en: 'Large villa',
    title_ar: 'فيلا كبيرة',
    property_type: 'villa',
    area: 600,
    price: 900_000_000,
    amenities: ['garden', 'pool'],
    latitude: 36.25,
    longitude: 44.05,
  },
  readyFlat: {
    ...ERBIL,
    title_en: 'Furnished flat, 100% ready',
    title_ar: 'شقة مفروشة جاهزة',
    property_type: 'apartment',
    area: 100,
    amenities: ['wifi', 'furnished'],
    latitude: 36.18,
    longitude: 44.01,
  },
  gardenHouse: {
    ...SALE,
    ...BAGHDAD,
    title_en: 'House with garden',
    title_ar: 'بيت مع حديقة',
    property_type: 'house',
    area: 200,
    price: 300_000_000,
    amenities: ['parking', 'garden'],
    latitude: 33.31,
    longitude: 44.36,
  },
  shop: {
    ...BAGHDAD,
    title_en: 'Shop on the main street',
    title_ar: 'محل على الشارع الرئيسي',
    property_type: 'commercial',
    area: 60,
    amenities: [],
    latitude: null,
    longitude: null,
  },
  hiddenVilla: {
    ...SALE,
    ...ERBIL,
    title_en: 'Villa with a garden (reported)',
    title_ar: 'فيلا مع حديقة',
    property_type: 'villa',
    area: 250,
    price: 200_000_000,
    amenities: ['garden'],
    latitude: 36.2,
    longitude: 44.0,
    moderation: 'hidden',
  },
} as const;
type Name = keyof typeof SEEDED;

/** [what, the search's query, the same filters as a saved search, what both find] */
const CASES: [string, string, NotificationPreferenceInput, Name[]][] = [
  ['no filter', '', {}, ['bigVilla', 'gardenHouse', 'gardenVilla', 'readyFlat', 'shop']],
  ['propertyType', 'propertyType=villa', { propertyType: 'villa' }, ['bigVilla', 'gardenVilla']],
  ['minArea', 'minArea=280', { minArea: 280 }, ['bigVilla', 'gardenVilla']],
  ['maxArea', 'maxArea=100', { maxArea: 100 }, ['readyFlat', 'shop']],
  [
    'area range',
    'minArea=100&maxArea=280',
    { minArea: 100, maxArea: 280 },
    ['gardenHouse', 'gardenVilla', 'readyFlat'],
  ],
  ['furnished', 'furnished=true', { furnished: true }, ['gardenVilla', 'readyFlat']],
  [
    'amenities, all of them',
    'amenities=garden,parking',
    { amenities: ['garden', 'parking'] },
    ['gardenHouse', 'gardenVilla'],
  ],
  [
    'furnished and amenities',
    'furnished=true&amenities=garden',
    { furnished: true, amenities: ['garden'] },
    ['gardenVilla'],
  ],
  ['text', 'q=GARDEN', { q: 'GARDEN' }, ['gardenHouse', 'gardenVilla']],
  ['Arabic text, normalised', 'q=حديقه', { q: 'حديقه' }, ['gardenHouse', 'gardenVilla']],
  ['text with a literal %', 'q=100%25', { q: '100%' }, ['readyFlat']],
  ['text with a literal _', 'q=house_with', { q: 'house_with' }, []],
  ['map area', 'bbox=43.9,36.1,44.1,36.3', { bbox: '43.9,36.1,44.1,36.3' }, ['bigVilla', 'gardenVilla', 'readyFlat']],
  [
    "the issue's villas in Erbil with a garden under 300 million",
    'listingType=sale&city=erbil&propertyType=villa&amenities=garden&maxPrice=300000000',
    { listingType: 'sale', location: 'erbil', propertyType: 'villa', amenities: ['garden'], maxPrice: 300_000_000 },
    ['gardenVilla'],
  ],
];

let t: TestApp;
let ownerId: number;
const idOf = {} as Record<Name, number>;
const nameOf = new Map<number, Name>();
/** Per case: the seeker and their saved search. */
const seekers: { userId: number; preferenceId: number }[] = [];
let since: Date;
let until: Date;

beforeAll(async () => {
  t = await buildTestApp();
  ownerId = (await createTestUser(t.db, { role: 'owner' })).id;
  for (const [, , search] of CASES) {
    const user = await createTestUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notification-preferences',
      headers: await sessionCookie(t.app, user),
      payload: search,
    });
    expect(response.statusCode, response.body).toBe(201);
    seekers.push({ userId: user.id, preferenceId: response.json().id });
  }
  since = new Date(Date.now() - 1000);
  const names = Object.keys(SEEDED) as Name[];
  const ids = await insertListings(
    t.db,
    names.map((name) => ({ ...SEEDED[name], amenities: [...SEEDED[name].amenities], ownerId })),
  );
  for (const [index, name] of names.entries()) {
    idOf[name] = ids[index]!;
    nameOf.set(ids[index]!, name);
    await onListingCreated(t.db, ids[index]!);
  }
  until = new Date(Date.now() + 1000);
});
afterAll(() => t.close());

const named = (ids: number[]) => ids.map((id) => nameOf.get(id)!).sort();

async function searchFinds(query: string): Promise<Name[]> {
  const response = await t.app.inject(`/api/apartments?ownerId=${ownerId}&limit=50&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return named((response.json() as { id: number }[]).map((row) => row.id));
}

async function alertedAbout(userId: number): Promise<Name[]> {
  const rows = await t.db
    .select({ apartmentId: notifications.apartmentId })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'new_listing'),
        inArray(notifications.apartmentId, Object.values(idOf)),
      ),
    );
  return named(rows.map((row) => row.apartmentId!));
}

describe('a saved search matches what the search finds for the same filters', () => {
  it.each(CASES.map((row, index) => [row[0], index] as const))('%s', async (_, index) => {
    const [, query, , expected] = CASES[index]!;
    const found = await searchFinds(query);
    expect(found).toEqual([...expected].sort());
    expect(await alertedAbout(seekers[index]!.userId)).toEqual(found);
    const digest = await findAlertItems(t.db, seekers[index]!.preferenceId, since, until);
    expect(named(digest.map((item) => item.id))).toEqual(found);
  });
});
