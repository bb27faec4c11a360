import type { NewListing } from '#common/listing-schemas.ts';
import { applyListingTypeRules } from '#common/listings.ts';
import type { Db } from '#server/db/client.ts';
import { listings } from '#server/db/schema.ts';

type ListingInsert = typeof listings.$inferInsert;

/** A listing in Arabic and English; Kurdish is left out (it is optional, '' when not written). */
type ValidListing = NewListing & Record<'title_en' | 'title_ar' | 'description_en' | 'description_ar', string>;

/** A valid listing (also a valid POST body) that a test changes only where it matters. */
export function validListing(overrides: Partial<NewListing> = {}): ValidListing {
  return {
    title_en: 'Bright flat near the river',
    title_ar: 'شقة مشمسة قرب النهر',
    description_en: 'Two bedrooms, a balcony and a generator subscription.',
    description_ar: 'غرفتا نوم وشرفة واشتراك مولدة كهرباء على مدار الساعة.',
    price: 750_000,
    listing_type: 'rent',
    rental_type: 'long',
    location_en: 'Karrada, Baghdad',
    location_ar: 'الكرادة، بغداد',
    bedrooms: 2,
    bathrooms: 1,
    area: 120,
    amenities: ['wifi', 'ac'],
    images: ['https://images.example/flat.jpg'],
    ...overrides,
  };
}

/** Inserts listings straight into the database (one multi-row INSERT); returns their ids in order. */
export async function insertListings(db: Db, rows: Partial<ListingInsert>[]): Promise<number[]> {
  const values = rows.map((row) => {
    const { latitude, longitude, ...listing } = validListing();
    const listingType = row.listing_type ?? listing.listing_type ?? 'rent';
    return applyListingTypeRules({ ...listing, latitude, longitude, ...row, listing_type: listingType });
  });
  const inserted = await db.insert(listings).values(values).returning({ id: listings.id });
  return inserted.map((r) => r.id);
}

/** One listing inserted straight into the database, owned by `ownerId`; returns the row. */
export async function insertListing(db: Db, ownerId: number | null, fields: Partial<ListingInsert> = {}) {
  const [row] = await db
    .insert(listings)
    .values(
      applyListingTypeRules({
        listing_type: 'rent',
        title_en: 'Sunny flat in Karrada',
        title_ar: 'شقة مشمسة في الكرادة',
        description_en: 'A bright flat close to the river and shops.',
        description_ar: 'شقة مضيئة قريبة من النهر والمحلات.',
        price: 900_000,
        location_en: 'Karrada, Baghdad',
        location_ar: 'الكرادة، بغداد',
        area: 120,
        ownerId,
        ...fields,
      }),
    )
    .returning();
  return row!;
}
