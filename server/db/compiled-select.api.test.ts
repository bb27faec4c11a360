import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListings } from '#server/features/listings/test-listings.ts';
import { buildTestApp, createTestUser, type TestApp } from '#server/test-utils/test-app.ts';
import { compileSelect } from './compiled-select.ts';
import { listings } from './schema.ts';

/** compileSelect reads the rows drizzle's own `.execute()` does, value for value, on either engine. */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createTestUser(t.db, { role: 'owner' });
  await insertListings(t.db, [
    { ownerId: owner.id, latitude: 33.3152, longitude: 44.3661, amenities: ['wifi', 'pool'] },
    {
      ownerId: owner.id,
      listing_type: 'sale',
      rental_type: null,
      price: 250_000_000,
    },
    { ownerId: null, listing_type: 'sale', rental_type: null, images: [], amenities: [] },
  ]);
});
afterAll(() => t.close());

/** Every column (dates, nulls, a bigint price, text arrays), a JSON expression, a counted one and a placeholder. */
function selectListings(db: TestApp['db']) {
  return db
    .select({
      ...getTableColumns(listings),
      photos: sql<string[]>`to_json(${listings.images})`,
      created: sql<string>`to_char(${listings.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      ofType: sql<number>`count(*) over ()`.mapWith(Number).as('of_type'),
    })
    .from(listings)
    .where(eq(listings.listing_type, sql.placeholder('type')))
    .orderBy(listings.id);
}

describe('compileSelect', () => {
  it('maps every row as drizzle does', async () => {
    for (const type of ['rent', 'sale', 'land']) {
      const expected = await selectListings(t.db).prepare('').execute({ type });
      const rows = await compileSelect(t.db, selectListings(t.db)).run({ type });
      expect(rows).toEqual(expected);
      expect(rows).toHaveLength({ rent: 1, sale: 2, land: 0 }[type]!);
    }
    const [sale] = await compileSelect(t.db, selectListings(t.db)).run({ type: 'sale' });
    expect(sale).toMatchObject({ price: 250_000_000, rental_type: null, ofType: 2 });
    expect(sale?.createdAt).toBeInstanceOf(Date);
    expect(sale?.photos).toEqual(['https://images.example/flat.jpg']);
  });

  it('runs inside a transaction on its connection, seeing what the transaction wrote', async () => {
    class Rollback extends Error {}
    let inside: unknown;
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(listings).set({ price: 2 }).where(eq(listings.listing_type, 'rent'));
        inside = (await compileSelect(tx, selectListings(tx)).run({ type: 'rent' }))[0]?.price;
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(inside).toBe(2);
    const [after] = await compileSelect(t.db, selectListings(t.db)).run({ type: 'rent' });
    expect(after?.price).toBe(750_000);
  });

  it('refuses a nested selection, which it would not map', () => {
    const nested = t.db.select({ listing: { id: listings.id }, total: count() }).from(listings);
    expect(() => compileSelect(t.db, nested)).toThrow(/listing is not a column/);
  });
});
