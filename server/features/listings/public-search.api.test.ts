import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { listingCardListSchema, listingListSchema, listingSchema, searchQuerySchema } from '#common/listing-schemas.ts';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { createTestDatabase } from '#server/test-utils/test-database.ts';
import { createPhotoUrls, withPublicPhotos } from '../photos/photo-urls.ts';
import { createDiskStorage } from '../photos/storage.ts';
import { createPublicSearch } from './public-search.ts';
import { findListingDetail } from './repo.ts';
import { insertListing } from './test-listings.ts';

let database: Database;

beforeEach(async () => {
  database = await createTestDatabase();
  // Nothing announces the listings' changes here: only clear() makes the search forget.
  await database.db.execute(sql`drop trigger apartments_changed on apartments`);
});
afterEach(() => database.close());

// Photos as the server's own disk storage serves them (none is read or written here).
const photoUrls = createPhotoUrls(createDiskStorage(join(tmpdir(), 'dar-unused-uploads')));
const query = (sort: string) => searchQuerySchema.parse({ listingType: 'rent', rentalType: 'long', sort });

it('keeps no match count made by a search that began before the listings changed', async () => {
  await insertListing(database.db, null, { title_en: 'Flat by the river' });
  const search = createPublicSearch({ database, cacheSeconds: 300, photoUrls });
  // The search is under way when a change clears what was kept; its answer still goes out.
  const inFlight = search.answer(query('newest'), null);
  search.clear();
  expect((await inFlight).totalCount).toBe('1');
  await insertListing(database.db, null, { title_en: 'Cheaper flat', price: 500_000 });
  // Another sort of the same filters counts again: the count from before the change was not kept.
  expect((await search.answer(query('price_asc'), null)).totalCount).toBe('2');
  // A count made after the change is kept for the next sort.
  await insertListing(database.db, null, { title_en: 'Third flat' });
  expect((await search.answer(query('price_desc'), null)).totalCount).toBe('2');
});

it("writes a page byte for byte as the route's zod schemas encode it, whatever the texts hold", async () => {
  const awkward = 'He said "hi", a back\\slash,\na tab\t, \u0001 — شقة 🏠 </script>';
  await insertListing(database.db, null, {
    title_en: awkward,
    description_ar: awkward,
    latitude: 33.3,
    longitude: 44.4,
  });
  await insertListing(database.db, null, { listing_type: 'sale', price: 95_000_000, latitude: null, longitude: null });
  const search = createPublicSearch({ database, cacheSeconds: 0, photoUrls });
  for (const [fields, schema] of [
    [undefined, listingListSchema],
    ['card', listingCardListSchema],
  ] as const) {
    const { list } = await search.answer(searchQuerySchema.parse({ fields }), null);
    const json = list.bytes.toString('utf8');
    // Read back with the schema (dates become Dates again) and encoded by zod: the same bytes.
    const listings = schema.parse(JSON.parse(json));
    expect(listings.map((listing) => listing.title_en)).toContain(awkward);
    expect(listings.map((listing) => listing.rental_type)).toContain(null);
    const zodJson = serializerCompiler({ schema, method: 'GET', url: '/api/apartments' })(listings);
    expect(json).toBe(zodJson);
  }
});

it("writes a hidden listing's note and photos under PHOTO_BASE_URL as the route writes them for one listing", async () => {
  const [owner] = await database.db
    .insert(users)
    .values({ email: 'owner@dar.test', firstName: 'Owner', role: 'owner' })
    .returning();
  const stored = '/uploads/0123456789abcdef01234567-1600.webp';
  const byUrl = 'https://photos.example.iq/uploads/0123456789abcdef01234567-1600.webp';
  const { id } = await insertListing(database.db, owner!.id, {
    images: [byUrl, stored, '/uploads/not-a-stored-photo.webp'],
    moderation: 'hidden',
    moderationNote: 'Photos of "another" house\\',
  });
  await insertListing(database.db, owner!.id, { title_en: 'Listed, no photos', images: [] });
  const cdn = createPhotoUrls(
    createDiskStorage(join(tmpdir(), 'dar-unused-uploads'), { baseUrl: 'https://cdn.dar.iq/p' }),
  );
  const search = createPublicSearch({ database, cacheSeconds: 0, photoUrls: cdn });
  const { list } = await search.answer(searchQuerySchema.parse({ available: 'all', ownerId: owner!.id }), owner!);
  const listings = listingListSchema.parse(JSON.parse(list.bytes.toString('utf8')));
  const hidden = listings.find((listing) => listing.id === id);
  expect(hidden?.hiddenReason).toBe('Photos of "another" house\\');
  expect(hidden?.images).toEqual([
    byUrl,
    'https://cdn.dar.iq/p/0123456789abcdef01234567-1600.webp',
    '/uploads/not-a-stored-photo.webp',
  ]);
  // The page holds each listing as the detail route reads it (the schema leaves the owner's name out).
  for (const listing of listings) {
    const one = withPublicPhotos(cdn, (await findListingDetail(database.db, listing.id))!);
    expect(JSON.stringify(listingSchema.encode(listing))).toBe(JSON.stringify(listingSchema.encode(one)));
  }
});
