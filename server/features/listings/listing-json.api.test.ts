import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type SearchParams, searchQuerySchema } from '#common/listing-schemas.ts';
import type { Database } from '#server/db/client.ts';
import { createTestDatabase } from '#server/test-utils/test-database.ts';
import { createPhotoUrls } from '../photos/photo-urls.ts';
import { createDiskStorage } from '../photos/storage.ts';
import { createListingJson } from './listing-json.ts';
import { findPage, type ListingFields } from './repo.ts';
import { insertListings } from './test-listings.ts';

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const photoUrls = createPhotoUrls(createDiskStorage(join(tmpdir(), 'dar-unused-uploads')));
const PUBLIC = { includeUnavailable: false };

/** A page of a search as the API makes it: its statement, then its listings' JSON. */
async function page(
  json: ReturnType<typeof createListingJson>,
  params: SearchParams,
  fields: ListingFields = 'full',
  options = PUBLIC,
) {
  const { entries } = await findPage(database.db, searchQuerySchema.parse(params), options);
  return JSON.parse((await json.page(database.db, fields, entries, options)).toString('utf8')) as Record<
    string,
    unknown
  >[];
}

const titles = (listings: Record<string, unknown>[]) => listings.map((listing) => listing.title_en);

it('reads a listing once for every page it is on, whatever the filters, sort and cursor; cards apart', async () => {
  await insertListings(database.db, [
    { title_en: 'Cheap', price: 400_000 },
    { title_en: 'Middle', price: 700_000 },
    { title_en: 'Dear', price: 1_500_000 },
    { title_en: 'A house for sale', listing_type: 'sale', price: 150_000_000 },
  ]);
  const json = createListingJson(photoUrls);
  expect(titles(await page(json, { listingType: 'rent', rentalType: 'long' }))).toEqual(['Dear', 'Middle', 'Cheap']);
  expect(json.counts()).toEqual({ hits: 0, misses: 3 });
  const cheapest = await page(json, { listingType: 'rent', rentalType: 'long', sort: 'price_asc', maxPrice: '999999' });
  expect(titles(cheapest)).toEqual(['Cheap', 'Middle']);
  expect(json.counts()).toEqual({ hits: 2, misses: 3 });
  // Cards are kept apart: a card is read once, and carries no description.
  const cards = await page(json, { listingType: 'rent', rentalType: 'long', sort: 'price_desc' }, 'card');
  expect(titles(cards)).toEqual(['Dear', 'Middle', 'Cheap']);
  expect(cards[0]).not.toHaveProperty('description_en');
  expect(json.counts()).toEqual({ hits: 2, misses: 6 });
  const all = await page(json, {});
  expect(titles(all)).toEqual(['A house for sale', 'Dear', 'Middle', 'Cheap']);
  expect(all[1]).toHaveProperty('description_en');
  expect(json.counts()).toEqual({ hits: 5, misses: 7 });
});

it('reads a listing again once it changed, however it changed: nothing has to announce it', async () => {
  const [id] = await insertListings(database.db, [{ title_en: 'Before' }]);
  const json = createListingJson(photoUrls);
  expect(titles(await page(json, {}))).toEqual(['Before']);
  // Straight in SQL, with the listings' change announcement dropped: only the row's version tells.
  await database.db.execute(sql`drop trigger apartments_changed on apartments`);
  await database.db.execute(sql`update apartments set title_en = 'After' where id = ${id}`);
  expect(titles(await page(json, {}))).toEqual(['After']);
  expect(json.counts()).toEqual({ hits: 0, misses: 2 });
  // A write that leaves the contents as they were still makes a new version: read again, same bytes.
  await database.db.execute(sql`update apartments set title_en = title_en where id = ${id}`);
  expect(titles(await page(json, {}))).toEqual(['After']);
  expect(titles(await page(json, {}))).toEqual(['After']);
  expect(json.counts()).toEqual({ hits: 1, misses: 3 });
});

it('leaves out a listing hidden or deleted between the page and the read; its owner and admins see it hidden', async () => {
  const [hidden, deleted, kept] = await insertListings(database.db, [
    { title_en: 'Hidden' },
    { title_en: 'Deleted' },
    { title_en: 'Kept' },
  ]);
  const json = createListingJson(photoUrls);
  for (const options of [PUBLIC, { includeUnavailable: true }]) {
    const { entries } = await findPage(database.db, searchQuerySchema.parse({}), options);
    expect(entries.map((entry) => entry.id)).toEqual([kept, deleted, hidden]);
  }
  const { entries } = await findPage(database.db, searchQuerySchema.parse({}), PUBLIC);
  await database.db.execute(
    sql`update apartments set moderation = 'hidden', moderation_note = 'Not this house' where id = ${hidden}`,
  );
  await database.db.execute(sql`delete from apartments where id = ${deleted}`);
  const read = async (options: { includeUnavailable: boolean }) =>
    JSON.parse((await json.page(database.db, 'full', entries, options)).toString('utf8')) as Record<string, unknown>[];
  expect(titles(await read(PUBLIC))).toEqual(['Kept']);
  const forAdmin = await read({ includeUnavailable: true });
  expect(titles(forAdmin)).toEqual(['Kept', 'Hidden']);
  expect(forAdmin[1]).toMatchObject({ hidden: true, hiddenReason: 'Not this house' });
});
