import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/rows.ts';
import { listings, bookings, notificationPreferences, notifications } from '#server/db/schema.ts';
import type { BookingStatus } from '#common/bookings.ts';
import { createTestUser } from '#server/test-utils/test-app.ts';
import { insertBooking } from '../bookings/test-bookings.ts';
import { createTestDatabase } from '#server/test-utils/test-database.ts';
import { applyListingTypeRules } from '#common/listings.ts';
import {
  dropPercent,
  onBookingCreated,
  onBookingStatusChanged,
  onListingCreated,
  onListingUpdated,
  onPriceChanged,
} from './events.ts';

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

type Preference = Partial<typeof notificationPreferences.$inferInsert>;
type Listing = Partial<typeof listings.$inferInsert>;

const LISTING = {
  title_en: 'Family Apartment in Mansour',
  title_ar: 'شقة عائلية في المنصور',
  description_en: 'A bright family apartment near the main street.',
  description_ar: 'شقة عائلية مشرقة قريبة من الشارع الرئيسي.',
  price: 1_000_000,
  listing_type: 'rent',
  rental_type: 'long',
  bedrooms: 3,
  bathrooms: 2,
  area: 140,
  location_en: 'Mansour, Baghdad',
  location_ar: 'المنصور، بغداد',
} satisfies typeof listings.$inferInsert;

async function createListing(fields: Listing = {}): Promise<{ id: number; ownerId: number }> {
  const owner = await createTestUser(db, { role: 'owner' });
  const [row] = await db
    .insert(listings)
    .values(applyListingTypeRules({ ...LISTING, ownerId: owner.id, ...fields }))
    .returning({ id: listings.id });
  return { id: row!.id, ownerId: fields.ownerId ?? owner.id };
}

/** A new user with one saved search. */
async function createSeeker(preference: Preference = {}): Promise<number> {
  const user = await createTestUser(db);
  await db.insert(notificationPreferences).values({ userId: user.id, ...preference });
  return user.id;
}

/** The texts below name these dates. */
function bookFixedWeek(apartmentId: number, userId: number, status: BookingStatus = 'pending') {
  return insertBooking(db, apartmentId, userId, { check_in: '2026-12-01', check_out: '2026-12-05', status });
}

function notificationsAbout(apartmentId: number) {
  return db.select().from(notifications).where(eq(notifications.apartmentId, apartmentId));
}

async function recipientsOf(apartmentId: number): Promise<number[]> {
  return (await notificationsAbout(apartmentId)).map((n) => n.userId).sort((a, b) => a - b);
}

describe('onListingCreated matches saved searches by the search rules', () => {
  const cases: [string, Preference, boolean][] = [
    ['no criteria', {}, true],
    ['listing type rent', { listingType: 'rent' }, true],
    ['listing type sale', { listingType: 'sale' }, false],
    ['rental type long', { rentalType: 'long' }, true],
    ['rental type short', { rentalType: 'short' }, false],
    ['min price equal to the price', { minPrice: 1_000_000 }, true],
    ['min price above the price', { minPrice: 1_000_001 }, false],
    ['max price equal to the price', { maxPrice: 1_000_000 }, true],
    ['max price below the price', { maxPrice: 999_999 }, false],
    ['min bedrooms 3', { minBedrooms: 3 }, true],
    ['min bedrooms 4', { minBedrooms: 4 }, false],
    ['max bedrooms 3', { maxBedrooms: 3 }, true],
    ['max bedrooms 2', { maxBedrooms: 2 }, false],
    ['min bathrooms 2', { minBathrooms: 2 }, true],
    ['min bathrooms 3', { minBathrooms: 3 }, false],
    ['max bathrooms 2', { maxBathrooms: 2 }, true],
    ['max bathrooms 1', { maxBathrooms: 1 }, false],
    ['the district', { location: 'mansour' }, true],
    ['the city around the district', { location: 'baghdad' }, true],
    ['another city', { location: 'basra' }, false],
    ['a disabled preference', { enabled: false }, false],
    ['new listings switched off', { notifyNewListings: 'none' }, false],
    ['price drops switched off (new listings still on)', { notifyPriceDrops: 'none' }, true],
  ];
  const seekers = new Map<string, number>();
  let notified: number[] = [];

  beforeAll(async () => {
    for (const [name, preference] of cases) seekers.set(name, await createSeeker(preference));
    const listing = await createListing();
    await db.transaction((tx) => onListingCreated(tx, listing.id));
    notified = await recipientsOf(listing.id);
  });

  it.each(cases)('%s', (name, _preference, isMatch) => {
    expect(notified.includes(seekers.get(name)!)).toBe(isMatch);
  });

  it('finds a city by its Arabic name written with other hamza and ta marbuta forms', async () => {
    const seeker = await createSeeker({ location: 'adhamiyah' });
    const elsewhere = await createSeeker({ location: 'basra' });
    const listing = await createListing({ location_en: 'Near the shrine', location_ar: 'الاعظميّة، بغداد' });
    await db.transaction((tx) => onListingCreated(tx, listing.id));
    const notifiedHere = await recipientsOf(listing.id);
    expect(notifiedHere).toContain(seeker);
    expect(notifiedHere).not.toContain(elsewhere);
  });

  it('matches a rental type only on rentals', async () => {
    const seeker = await createSeeker({ rentalType: 'long' });
    const listing = await createListing({ listing_type: 'sale', price: 200_000_000 });
    await db.transaction((tx) => onListingCreated(tx, listing.id));
    expect(await recipientsOf(listing.id)).not.toContain(seeker);
  });
});

describe('onListingCreated', () => {
  it('never notifies the owner of their own listing, and a user once for two matching preferences', async () => {
    const owner = await createTestUser(db, { role: 'owner' });
    await db.insert(notificationPreferences).values({ userId: owner.id });
    const twice = await createSeeker({ listingType: 'rent' });
    await db.insert(notificationPreferences).values({ userId: twice, location: 'baghdad' });
    const listing = await createListing({ ownerId: owner.id });
    await db.transaction((tx) => onListingCreated(tx, listing.id));
    const notified = await recipientsOf(listing.id);
    expect(notified).not.toContain(owner.id);
    expect(notified.filter((id) => id === twice)).toHaveLength(1);
  });

  it('notifies nobody about a listing that is not available', async () => {
    await createSeeker();
    const listing = await createListing({ available: false });
    await db.transaction((tx) => onListingCreated(tx, listing.id));
    expect(await notificationsAbout(listing.id)).toEqual([]);
  });

  it('creates nothing when the listing transaction rolls back', async () => {
    const seeker = await createSeeker();
    const owner = await createTestUser(db, { role: 'owner' });
    const failure = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(listings)
          .values({ ...LISTING, ownerId: owner.id })
          .returning({ id: listings.id });
        await onListingCreated(tx, row!.id);
        const created = await tx.select().from(notifications).where(eq(notifications.userId, seeker));
        expect(created).toHaveLength(1);
        throw new Error('photo upload failed');
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(await db.select().from(notifications).where(eq(notifications.userId, seeker))).toEqual([]);
    expect(await db.select().from(listings).where(eq(listings.ownerId, owner.id))).toEqual([]);
  });

  it('writes title and message in the three languages and keeps the parameters', async () => {
    const seeker = await createSeeker();
    const listing = await createListing({ price: 1_250_000 });
    await onListingCreated(db, listing.id);
    const [row] = await db.select().from(notifications).where(eq(notifications.userId, seeker));
    expect(row).toMatchObject({
      type: 'new_listing',
      apartmentId: listing.id,
      read: false,
      title: {
        en: 'New listing: Family Apartment in Mansour',
        ar: 'عقار جديد: شقة عائلية في المنصور',
        ku: 'موڵکی نوێ: شقة عائلية في المنصور',
      },
      message: {
        en: 'Family Apartment in Mansour in Mansour, Baghdad for 1,250,000 د.ع matches your saved search.',
        ar: 'شقة عائلية في المنصور في المنصور، بغداد بسعر 1,250,000 د.ع يطابق بحثك المحفوظ.',
      },
      params: {
        price: 1_250_000,
        title_en: 'Family Apartment in Mansour',
        title_ar: 'شقة عائلية في المنصور',
        listingType: 'rent',
      },
    });
  });

  it('gives each reader the title in their language, else the next by the reading order', async () => {
    const seeker = await createSeeker();
    const kurdishOnly = await createListing({ title_en: '', title_ar: '', title_ku: 'شوقەی خێزانی لە مەنسوور' });
    await onListingCreated(db, kurdishOnly.id);
    const [row] = await db.select().from(notifications).where(eq(notifications.userId, seeker));
    expect(row?.title).toEqual({
      en: 'New listing: شوقەی خێزانی لە مەنسوور',
      ar: 'عقار جديد: شوقەی خێزانی لە مەنسوور',
      ku: 'موڵکی نوێ: شوقەی خێزانی لە مەنسوور',
    });
    const other = await createSeeker();
    const withKurdish = await createListing({ title_en: '', title_ku: 'شوقەی خێزانی لە مەنسوور' });
    await onListingCreated(db, withKurdish.id);
    const [second] = await db.select().from(notifications).where(eq(notifications.userId, other));
    // English readers get the Arabic before the Kurdish; Kurdish readers their own.
    expect(second?.title).toMatchObject({
      en: 'New listing: شقة عائلية في المنصور',
      ku: 'موڵکی نوێ: شوقەی خێزانی لە مەنسوور',
    });
  });

  it('keeps a title that looks like a template as plain text', async () => {
    const seeker = await createSeeker();
    const listing = await createListing({ title_en: 'Flat {price} %s $1' });
    await onListingCreated(db, listing.id);
    const [row] = await db.select().from(notifications).where(eq(notifications.userId, seeker));
    expect(row?.title.en).toBe('New listing: Flat {price} %s $1');
  });

  it('fans out to 2,000 matching users with one INSERT statement', async () => {
    await db.execute(sql`
      with new_users as (
        insert into users (email) select 'fan' || g || '@test.iq' from generate_series(1, 2000) g returning id
      )
      insert into notification_preferences (user_id, listing_type, max_price) select id, 'land', 900000000 from new_users`);
    await db.execute(sql`create table insert_statements (n int not null)`);
    await db.execute(sql`insert into insert_statements values (0)`);
    await db.execute(sql`
      create function count_insert_statement() returns trigger language plpgsql as $$
      begin update insert_statements set n = n + 1; return null; end $$`);
    await db.execute(sql`
      create trigger count_notification_inserts after insert on notifications
      for each statement execute function count_insert_statement()`);
    const listing = await createListing({ listing_type: 'land', rental_type: null, price: 800_000_000 });

    let calls = 0;
    await db.transaction(async (tx) => {
      const counted = new Proxy(tx, {
        get(target, property) {
          const value = Reflect.get(target, property, target);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            calls += 1;
            return value.apply(target, args);
          };
        },
      });
      await onListingCreated(counted, listing.id);
    });

    const statements = await queryRows<{ n: number }>(db, sql`select n from insert_statements`);
    await db.execute(sql`drop trigger count_notification_inserts on notifications`);
    expect(calls).toBe(1);
    expect(statements[0]!.n).toBe(1);
    const fannedOut = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from notifications n join users u on u.id = n.user_id
          where n.apartment_id = ${listing.id} and u.email like 'fan%'`,
    );
    expect(fannedOut[0]!.n).toBe(2000);
  });
});

describe('onPriceChanged', () => {
  it('tells matching seekers and bookers about a drop once each, with old price, new price and percent', async () => {
    const listing = await createListing({ price: 1_640_000 });
    const nowInRange = await createSeeker({ maxPrice: 1_700_000 });
    const dropsOff = await createSeeker({ notifyPriceDrops: 'none' });
    const tooExpensive = await createSeeker({ maxPrice: 1_500_000 });
    const booker = (await createTestUser(db)).id;
    await bookFixedWeek(listing.id, booker);
    const bookerWithPreference = await createSeeker();
    await bookFixedWeek(listing.id, bookerWithPreference, 'confirmed');
    const cancelled = (await createTestUser(db)).id;
    await bookFixedWeek(listing.id, cancelled, 'cancelled');
    await db.insert(notificationPreferences).values({ userId: listing.ownerId });

    await db.transaction((tx) => onPriceChanged(tx, listing.id, 2_000_000, 1_640_000));

    const rows = await notificationsAbout(listing.id);
    const notified = rows.map((n) => n.userId);
    expect(notified).toEqual(expect.arrayContaining([nowInRange, booker, bookerWithPreference]));
    expect(notified.filter((id) => id === bookerWithPreference)).toHaveLength(1);
    for (const user of [dropsOff, tooExpensive, cancelled, listing.ownerId]) expect(notified).not.toContain(user);
    const row = rows.find((n) => n.userId === booker);
    expect(row).toMatchObject({
      type: 'price_drop',
      title: { en: 'Price drop: Family Apartment in Mansour' },
      message: {
        en: 'The price of Family Apartment in Mansour dropped 18% from 2,000,000 د.ع to 1,640,000 د.ع.',
        ar: 'انخفض سعر شقة عائلية في المنصور بنسبة 18% من 2,000,000 د.ع إلى 1,640,000 د.ع.',
        ku: 'نرخی شقة عائلية في المنصور 18% دابەزی، لە 2,000,000 د.ع بۆ 1,640,000 د.ع.',
      },
      params: {
        oldPrice: 2_000_000,
        newPrice: 1_640_000,
        percent: 18,
        title_en: 'Family Apartment in Mansour',
        title_ar: 'شقة عائلية في المنصور',
      },
    });
  });

  it('tells only bookers about an increase, as price_change', async () => {
    const listing = await createListing({ price: 1_100_000 });
    const seeker = await createSeeker();
    const booker = (await createTestUser(db)).id;
    await bookFixedWeek(listing.id, booker);
    await onPriceChanged(db, listing.id, 1_000_000, 1_100_000);
    const rows = await notificationsAbout(listing.id);
    expect(rows.map((n) => n.userId)).toEqual([booker]);
    expect(rows[0]).toMatchObject({
      type: 'price_change',
      message: { en: 'The price of Family Apartment in Mansour changed from 1,000,000 د.ع to 1,100,000 د.ع.' },
      params: { oldPrice: 1_000_000, newPrice: 1_100_000, percent: null },
    });
    expect(rows.map((n) => n.userId)).not.toContain(seeker);
  });

  it('does nothing when the price stays the same', async () => {
    const listing = await createListing();
    await bookFixedWeek(listing.id, (await createTestUser(db)).id);
    await onPriceChanged(db, listing.id, 1_000_000, 1_000_000);
    expect(await notificationsAbout(listing.id)).toEqual([]);
  });

  it('rounds the percent and never says 0%', () => {
    expect(dropPercent(2_000_000, 1_640_000)).toBe(18);
    expect(dropPercent(1_000_000, 999_999)).toBe(1);
    expect(dropPercent(1_000, 805)).toBe(20);
    expect(dropPercent(1_000, 1_200)).toBe(0);
  });
});

describe('onListingUpdated', () => {
  it('tells pending and confirmed bookers that the listing is no longer available', async () => {
    const listing = await createListing({ available: false });
    const pending = (await createTestUser(db)).id;
    const confirmed = (await createTestUser(db)).id;
    const declined = (await createTestUser(db)).id;
    await bookFixedWeek(listing.id, pending);
    await bookFixedWeek(listing.id, confirmed, 'confirmed');
    await bookFixedWeek(listing.id, declined, 'declined');
    await createSeeker();

    await db.transaction((tx) => onListingUpdated(tx, listing.id, 'availability'));

    const rows = await notificationsAbout(listing.id);
    expect(rows.map((n) => n.userId).sort((a, b) => a - b)).toEqual([pending, confirmed].sort((a, b) => a - b));
    expect(rows[0]).toMatchObject({
      type: 'property_update',
      title: { en: 'Property update: Family Apartment in Mansour' },
      message: { en: 'Family Apartment in Mansour is no longer available.', ar: 'شقة عائلية في المنصور لم يعد متاحًا.' },
      params: { change: 'availability', available: false },
    });
  });

  it('says available again and details updated', async () => {
    const listing = await createListing();
    const booker = (await createTestUser(db)).id;
    await bookFixedWeek(listing.id, booker);
    await onListingUpdated(db, listing.id, 'availability');
    await onListingUpdated(db, listing.id, 'details');
    const messages = (await notificationsAbout(listing.id)).map((n) => n.message.en).sort();
    expect(messages).toEqual([
      'Family Apartment in Mansour is available again.',
      'The details of Family Apartment in Mansour have been updated.',
    ]);
  });
});

describe('booking events', () => {
  it('tells the owner about a new booking request', async () => {
    const listing = await createListing();
    const booker = (await createTestUser(db)).id;
    const bookingId = (await bookFixedWeek(listing.id, booker)).id;
    await db.transaction((tx) => onBookingCreated(tx, bookingId));
    const rows = await notificationsAbout(listing.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: listing.ownerId,
      type: 'other',
      title: { en: 'New booking request for Family Apartment in Mansour' },
      message: { en: 'Zainab Ali asked to book Family Apartment in Mansour from Dec 1, 2026 to Dec 5, 2026.' },
      params: { bookingId, status: 'pending', checkIn: '2026-12-01', checkOut: '2026-12-05' },
    });
  });

  it('tells the booker that the booking was confirmed or declined, and nothing while pending', async () => {
    const listing = await createListing();
    const booker = (await createTestUser(db)).id;
    const bookingId = (await bookFixedWeek(listing.id, booker)).id;
    await onBookingStatusChanged(db, bookingId);
    expect(await notificationsAbout(listing.id)).toEqual([]);

    await db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, bookingId));
    await db.transaction((tx) => onBookingStatusChanged(tx, bookingId));
    await db.update(bookings).set({ status: 'declined' }).where(eq(bookings.id, bookingId));
    await onBookingStatusChanged(db, bookingId);

    const rows = await notificationsAbout(listing.id);
    expect(rows.map((n) => n.userId)).toEqual([booker, booker]);
    expect(rows.map((n) => n.title.en).sort()).toEqual(['Booking confirmed', 'Booking declined']);
    expect(rows.find((n) => n.title.en === 'Booking confirmed')?.message.ar).toBe(
      'تم تأكيد حجزك لـ شقة عائلية في المنصور من 1 ديسمبر 2026 إلى 5 ديسمبر 2026.',
    );
  });

  it('keeps notifications of a deleted listing, without the listing', async () => {
    const listing = await createListing();
    const bookingId = (await bookFixedWeek(listing.id, (await createTestUser(db)).id)).id;
    await onBookingCreated(db, bookingId);
    const [row] = await notificationsAbout(listing.id);
    await db.delete(listings).where(eq(listings.id, listing.id));
    const [kept] = await db
      .select()
      .from(notifications)
      .where(inArray(notifications.id, [row!.id]));
    expect(kept?.apartmentId).toBeNull();
  });
});
