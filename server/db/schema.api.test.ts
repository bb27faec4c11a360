import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseSearchText } from '#common/arabic.ts';
import { CITIES, findCityInLocation } from '#common/cities.ts';
import { AMENITIES, type Amenity, amenityMask } from '#common/listings.ts';
import { createTestDatabase } from '../test-utils/test-database.ts';
import type { Database } from './client.ts';
import { queryRows } from './rows.ts';
import { listings, bookings, normalised, notifications, users } from './schema.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const listing = {
  title_en: 'Modern Apartment in Karrada',
  title_ar: 'شقّة حديثة في الكرّادة',
  description_en: 'A bright apartment close to the river and shops.',
  description_ar: 'شقة مشرقة قريبة من النهر والأسواق.',
  price: 900_000,
  location_en: 'Karrada, Baghdad',
  location_ar: 'الكرادة، بغداد',
  area: 120,
};

describe('migrations on an empty database', () => {
  it('create every table of the spec plus contact messages and rate limits', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'apartments',
        'bookings',
        'contact_messages',
        'notification_preferences',
        'notifications',
        'rate_limits',
        'sessions',
        'users',
      ]),
    );
  });

  it("apply the spec's defaults", async () => {
    const [row] = await database.db.insert(listings).values(listing).returning();
    expect(row).toMatchObject({
      listing_type: 'rent',
      rental_type: 'long',
      payment_type: 'full',
      down_payment_percentage: 20,
      payment_years: 10,
      available: true,
      amenities: [],
      images: [],
    });
    const [user] = await database.db.insert(users).values({ email: 'defaults@test.iq' }).returning();
    expect(user?.role).toBe('renter');
  });

  it('refuse impossible values with CHECK constraints', async () => {
    const bad = [
      { price: 0 },
      { area: -5 },
      { bedrooms: -1 },
      { down_payment_percentage: 101 },
      { payment_years: 31 },
      { latitude: 95 },
      { listing_type: 'castle' as 'rent' },
      // Only a rent has a rental type (searches rely on it, migration 0032).
      { listing_type: 'sale' as const, rental_type: 'long' as const },
      { listing_type: 'land' as const, rental_type: 'short' as const },
      { amenities: ['jacuzzi' as 'pool'] },
    ];
    for (const change of bad) {
      await expect(
        database.db.insert(listings).values({ ...listing, ...change }),
        JSON.stringify(change),
      ).rejects.toThrow();
    }
    await expect(database.db.insert(users).values({ email: 'x@test.iq', role: 'root' as 'admin' })).rejects.toThrow();
  });

  it('normalise Arabic in the search columns exactly as the web and API do', async () => {
    const [row] = await database.db
      .insert(listings)
      .values({
        ...listing,
        title_ar: 'فيلّا فاخرة بإطلالة على دجلة',
        location_ar: 'الأعظمية، بغداد',
        title_ku: 'ڤێلای گەورە لە ئەعزەمیـە',
      })
      .returning();
    expect(row?.searchText).toBe(
      normaliseSearchText(
        'Modern Apartment in Karrada Karrada, Baghdad فيلّا فاخرة بإطلالة على دجلة الأعظمية، بغداد ڤێلای گەورە لە ئەعزەمیـە',
      ),
    );
    // Both locations name a district: the first of them in the list of places (common/cities.ts).
    expect(row?.city).toBe('karrada');
  });

  it("keep every listing's amenities as bits by common/listings.ts amenityMask, the one rule", async () => {
    const lists: Amenity[][] = [[], [...AMENITIES], ...AMENITIES.map((a) => [a]), ['furnished', 'wifi', 'wifi']];
    const rows = await queryRows<{ bits: number }>(
      database.db,
      sql`select amenity_bits(list) as bits
          from unnest(${sql.param(lists.map((list) => `{${list.join(',')}}`))}::text[]) with ordinality as t(list_text, n),
            lateral (select list_text::text[] as list) as l
          order by n`,
    );
    expect(rows.map((row) => row.bits)).toEqual(lists.map((list) => amenityMask(list)));
    const [row] = await database.db
      .insert(listings)
      .values({ ...listing, amenities: ['pool', 'furnished'] })
      .returning({ bits: listings.amenity_bits });
    expect(row?.bits).toBe(amenityMask(['pool', 'furnished']));
  });

  it("keep every listing's place by common/cities.ts findCityInLocation, the one rule", async () => {
    const names = CITIES.flatMap((city) => [city.name.en, city.name.ar, city.name.ku]);
    const locations = [
      ...names,
      ...names.map((name) => `Street 14, ${name.toUpperCase()}`),
      'Palestine Street, Karrada, Baghdad',
      'Zayouna, Baghdad',
      'عنكاوا، اربيل',
      'Erbil المَوصِل',
      'Somewhere else',
      '',
    ];
    const rows = await queryRows<{ location: string; city: string | null }>(
      database.db,
      sql`select location, city_of_location(${normalised('location')}) as city
          from unnest(${sql.param(locations)}::text[]) as location`,
    );
    expect(rows).toHaveLength(locations.length);
    for (const { location, city } of rows)
      expect([location, city]).toEqual([location, findCityInLocation(location)?.id ?? null]);
  });

  it('delete bookings with their listing and keep notifications without it', async () => {
    const [user] = await database.db.insert(users).values({ email: 'cascade@test.iq' }).returning();
    const [home] = await database.db.insert(listings).values(listing).returning();
    await database.db.insert(bookings).values({
      apartment_id: home!.id,
      name: 'Zaid',
      email: 'zaid@test.iq',
      phone: '07701234567',
      check_in: '2030-01-01',
      check_out: '2030-01-05',
    });
    const [note] = await database.db
      .insert(notifications)
      .values({
        userId: user!.id,
        type: 'other',
        title: { en: 't', ar: 't', ku: 't' },
        message: { en: 'm', ar: 'm', ku: 'm' },
        apartmentId: home!.id,
      })
      .returning();
    await database.db.delete(listings).where(eq(listings.id, home!.id));
    expect(await database.db.select().from(bookings).where(eq(bookings.apartment_id, home!.id))).toHaveLength(0);
    const [kept] = await database.db.select().from(notifications).where(eq(notifications.id, note!.id));
    expect(kept?.apartmentId).toBeNull();
  });

  it('refuse a check-out that is not after check-in', async () => {
    const [home] = await database.db.insert(listings).values(listing).returning();
    await expect(
      database.db.insert(bookings).values({
        apartment_id: home!.id,
        name: 'Zaid',
        email: 'zaid@test.iq',
        phone: '07701234567',
        check_in: '2030-01-05',
        check_out: '2030-01-05',
      }),
    ).rejects.toThrow();
  });
});
