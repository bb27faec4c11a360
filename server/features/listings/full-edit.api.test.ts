import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ListingEdit, listingEditSchema } from '#common/listing-schemas.ts';
import { listings } from '#server/db/schema.ts';
import { buildTestApp, createSignedInUsers, type TestApp } from '#server/test-utils/test-app.ts';
import type { SessionUser } from '../auth/session-store.ts';
import * as events from '../notifications/events.ts';
import { insertListings } from './test-listings.ts';

/**
 * PATCH /api/apartments/:id, the owner's full edit: any of the add form's fields; the fields sent
 * change and the others stay, by the add form's rules, on the owner's or (for an admin) any listing.
 */
vi.mock('../notifications/events.ts', () => ({
  onListingCreated: vi.fn(async () => {}),
  onPriceChanged: vi.fn(async () => {}),
  onListingUpdated: vi.fn(async () => {}),
}));

let t: TestApp;
let owner: SessionUser;
let cookies: Record<'admin' | 'owner' | 'otherOwner' | 'renter', { cookie: string }>;

beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await createSignedInUsers(t, {
    admin: 'admin',
    owner: 'owner',
    otherOwner: 'owner',
    renter: 'renter',
  });
  owner = signedIn.users.owner;
  cookies = signedIn.cookies;
});
afterAll(() => t.close());
beforeEach(() => vi.clearAllMocks());

type Row = typeof listings.$inferSelect;
type RowFields = Partial<typeof listings.$inferInsert>;

async function readRow(id: number): Promise<Row> {
  const [row] = await t.db.select().from(listings).where(eq(listings.id, id));
  return row!;
}

/** The row without what the database derives by itself (the search column, place and amenity bits, the time of the change). */
function storedFields(row: Row) {
  const { updatedAt: _u, searchText: _s, city: _c, amenity_bits: _a, ...fields } = row;
  return fields;
}

/** A rent with a pin, amenities and two photos: every field has a value other than its default. */
async function ownListing(fields: RowFields = {}): Promise<number> {
  const [id] = await insertListings(t.db, [
    {
      ownerId: owner.id,
      latitude: 33.3,
      longitude: 44.4,
      amenities: ['wifi', 'pool'],
      images: ['https://images.example/1.jpg', 'https://images.example/2.jpg'],
      bedrooms: 4,
      bathrooms: 2,
      payment_years: 20,
      down_payment_percentage: 30,
      hide_phone: true,
      available: false,
      property_type: 'house',
      ...fields,
    },
  ]);
  return id!;
}

function patch(id: number | string, payload: object, headers: { cookie: string } | null = cookies.owner) {
  return t.app.inject({ method: 'PATCH', url: `/api/apartments/${id}?lang=en`, payload, ...(headers && { headers }) });
}

interface OneFieldCase {
  edit: ListingEdit;
  /** The listing it starts from, when the field means something only on some listings. */
  base?: RowFields;
  /** What the rules of the listing type change with it. */
  alsoChanges?: RowFields;
}

/** One edit per field of the add form (listingEditSchema): each alone. */
const ONE_FIELD_EDITS: Record<keyof ListingEdit, OneFieldCase> = {
  title_en: { edit: { title_en: 'Renovated flat in Mansour' } },
  title_ar: { edit: { title_ar: 'شقة مجددة في المنصور' } },
  description_en: { edit: { description_en: 'Three bedrooms now, a new kitchen and a garden.' } },
  description_ar: { edit: { description_ar: 'ثلاث غرف نوم الآن ومطبخ جديد وحديقة واسعة.' } },
  title_ku: { edit: { title_ku: 'شوقەی نوێکراوە لە مەنسوور' } },
  description_ku: { edit: { description_ku: 'سێ ژووری نووستن، چێشتخانەیەکی نوێ و باخچەیەکی گەورە.' } },
  price: { edit: { price: 640_000 } },
  listing_type: { edit: { listing_type: 'sale' }, alsoChanges: { rental_type: null } },
  property_type: { edit: { property_type: 'villa' } },
  rental_type: { edit: { rental_type: 'short' } },
  payment_type: { edit: { payment_type: 'credit' }, base: { listing_type: 'sale', rental_type: null } },
  down_payment_percentage: { edit: { down_payment_percentage: 45 } },
  payment_years: { edit: { payment_years: 5 } },
  location_en: { edit: { location_en: 'Mansour, Baghdad' } },
  location_ar: { edit: { location_ar: 'المنصور، بغداد' } },
  bedrooms: { edit: { bedrooms: 0 } },
  bathrooms: { edit: { bathrooms: 3 } },
  area: { edit: { area: 310 } },
  amenities: { edit: { amenities: ['garden'] } },
  images: { edit: { images: ['https://images.example/2.jpg', 'https://images.example/new.jpg'] } },
  available: { edit: { available: true } },
  hide_phone: { edit: { hide_phone: false } },
  latitude: { edit: { latitude: 33.35 } },
  longitude: { edit: { longitude: 44.45 } },
};

describe('PATCH /api/apartments/:id', () => {
  it('has a case below for every field of the add form', () => {
    expect(Object.keys(ONE_FIELD_EDITS).sort()).toEqual(Object.keys(listingEditSchema.shape).sort());
  });

  it.each(Object.entries(ONE_FIELD_EDITS))('changes %s alone and keeps every other field', async (_name, test) => {
    const id = await ownListing(test.base);
    const before = storedFields(await readRow(id));
    const response = await patch(id, test.edit);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, ...test.edit });
    expect(storedFields(await readRow(id))).toEqual({ ...before, ...test.edit, ...test.alsoChanges });
  });

  it('lets an edit drop a language while another stays readable, and refuses one that leaves none', async () => {
    const id = await ownListing();
    const noEnglish = await patch(id, { title_en: '', description_en: '' });
    expect(noEnglish.statusCode, noEnglish.body).toBe(200);
    expect(await readRow(id)).toMatchObject({ title_en: '', description_en: '' });
    const nothing = await patch(id, { title_ar: '', description_ar: '' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().fields).toEqual({ title_ar: expect.any(String) });
    expect((await readRow(id)).title_ar).not.toBe('');
  });

  it("the spec's details edit saves a listing written only in Kurdish (no English title needed)", async () => {
    const id = await ownListing({
      title_en: '',
      description_en: '',
      title_ar: '',
      description_ar: '',
      title_ku: 'شوقەیەکی جوان لە هەولێر',
      description_ku: 'سێ ژووری نووستن، نزیک بازاڕ و قوتابخانە.',
    });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/apartments/${id}/details`,
      headers: cookies.owner,
      payload: { title_en: '', title_ar: '', location_en: 'Erbil', location_ar: 'أربيل', bedrooms: 4, bathrooms: 2 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await readRow(id)).toMatchObject({ bedrooms: 4, title_ku: 'شوقەیەکی جوان لە هەولێر' });
  });

  it('changes many fields at once: the description and the area, as an owner fixes them', async () => {
    const id = await ownListing();
    const before = storedFields(await readRow(id));
    const edit = { description_en: 'Freshly painted, with a new generator line.', area: 135 };
    expect((await patch(id, edit)).statusCode).toBe(200);
    expect(storedFields(await readRow(id))).toEqual({ ...before, ...edit });
  });

  it('fills in no default for a field left out (amenities, photos, rooms, flags and plan stay)', async () => {
    const id = await ownListing({ listing_type: 'sale', rental_type: null, payment_type: 'credit' });
    const before = storedFields(await readRow(id));
    expect((await patch(id, { title_en: 'Only the title changes' })).statusCode).toBe(200);
    expect(storedFields(await readRow(id))).toEqual({ ...before, title_en: 'Only the title changes' });
  });

  it('answers the listing as it was for an empty body, and tells nobody', async () => {
    const id = await ownListing();
    const before = await readRow(id);
    const response = await patch(id, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, title_en: before.title_en });
    expect(await readRow(id)).toEqual(before);
    expect(events.onPriceChanged).not.toHaveBeenCalled();
    expect(events.onListingUpdated).not.toHaveBeenCalled();
  });

  describe('the rules across fields run on the listing with the edit applied', () => {
    it('a rent turned into a sale loses its rental type; back to rent it is long again', async () => {
      const id = await ownListing({ rental_type: 'short' });
      expect((await patch(id, { listing_type: 'sale', payment_type: 'credit' })).statusCode).toBe(200);
      expect(await readRow(id)).toMatchObject({ listing_type: 'sale', rental_type: null, payment_type: 'credit' });
      expect((await patch(id, { listing_type: 'rent' })).statusCode).toBe(200);
      expect(await readRow(id)).toMatchObject({ listing_type: 'rent', rental_type: 'long', payment_type: 'full' });
    });

    it('a rental type sent for a sale and a credit plan sent for a rent are not stored', async () => {
      const sale = await ownListing({ listing_type: 'sale', rental_type: null });
      expect((await patch(sale, { rental_type: 'short' })).statusCode).toBe(200);
      expect((await readRow(sale)).rental_type).toBeNull();
      const rent = await ownListing();
      expect((await patch(rent, { payment_type: 'credit' })).statusCode).toBe(200);
      expect((await readRow(rent)).payment_type).toBe('full');
    });

    it('a map pin needs both coordinates: one alone is refused where the listing has no pin', async () => {
      const id = await ownListing({ latitude: null, longitude: null });
      const alone = await patch(id, { latitude: 33.3 });
      expect(alone.statusCode).toBe(400);
      expect(alone.json()).toMatchObject({ code: 'VALIDATION', fields: { longitude: 'Invalid value' } });
      expect((await readRow(id)).latitude).toBeNull();
      expect((await patch(id, { latitude: 33.3, longitude: 44.4 })).statusCode).toBe(200);
      expect((await patch(id, { latitude: null, longitude: null })).statusCode).toBe(200);
      expect(await readRow(id)).toMatchObject({ latitude: null, longitude: null });
    });
  });

  it("refuses bad fields with the add form's messages and changes nothing", async () => {
    const id = await ownListing();
    const before = await readRow(id);
    const response = await patch(id, {
      title_en: 'Flat',
      title_ar: 'شقة',
      description_en: 'Too short',
      description_ar: 'قصير',
      price: -5,
      bedrooms: -1,
      bathrooms: 'two',
      location_en: 'B',
      amenities: ['sauna'],
      images: ['http://insecure.example/a.jpg'],
      listing_type: 'swap',
      latitude: 100,
      payment_years: 0,
      available: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      title_en: 'Title must be at least 5 characters',
      title_ar: 'Arabic title must be at least 5 characters',
      description_en: 'Description must be at least 20 characters',
      description_ar: 'Arabic description must be at least 20 characters',
      price: 'Price must be positive',
      bedrooms: 'Bedrooms must be 0 or more',
      bathrooms: 'Bathrooms must be 0 or more',
      location_en: 'This field is required',
      'amenities.0': 'Invalid value',
      'images.0': 'Please enter a valid photo URL',
      listing_type: 'Invalid value',
      latitude: 'Invalid value',
      payment_years: 'Invalid value',
      available: 'Invalid value',
    });
    // A fraction of a square metre stops zod before the rules across fields (as on the add form).
    const fraction = await patch(id, { area: 10.5, price: -5 });
    expect(fraction.json().fields).toEqual({
      area: 'Area must be a whole number of square metres',
      price: 'Price must be positive',
    });
    expect(await readRow(id)).toEqual(before);
  });

  it('refuses null for a field that cannot be empty', async () => {
    const id = await ownListing();
    const response = await patch(id, { price: null, title_en: null });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['price', 'title_en']);
  });

  describe('tells who follows the listing, as the edits of one part do', () => {
    it('a price drop with the old and the new price', async () => {
      const id = await ownListing({ price: 900_000 });
      expect((await patch(id, { price: 800_000 })).statusCode).toBe(200);
      expect(events.onPriceChanged).toHaveBeenCalledWith(expect.anything(), id, 900_000, 800_000);
      expect(events.onListingUpdated).not.toHaveBeenCalled();
    });

    it('availability, and the details, once each', async () => {
      const id = await ownListing({ available: true });
      expect((await patch(id, { available: false, description_en: 'A new description of the flat.' })).statusCode).toBe(
        200,
      );
      expect(vi.mocked(events.onListingUpdated).mock.calls.map((call) => call.slice(1))).toEqual([
        [id, 'availability'],
        [id, 'details'],
      ]);
      expect(events.onPriceChanged).not.toHaveBeenCalled();
    });

    it('nothing for new photos alone or for values that did not change', async () => {
      const id = await ownListing({ price: 900_000 });
      const row = await readRow(id);
      const same = { price: 900_000, title_en: row.title_en, amenities: row.amenities };
      expect((await patch(id, { ...same, images: ['https://images.example/other.jpg'] })).statusCode).toBe(200);
      expect(events.onPriceChanged).not.toHaveBeenCalled();
      expect(events.onListingUpdated).not.toHaveBeenCalled();
    });
  });

  describe('who may edit', () => {
    it('answers 401 to a visitor, 403 to a renter and to another owner, and changes nothing', async () => {
      const id = await ownListing();
      const before = await readRow(id);
      const edit = { description_en: 'Somebody else wrote this description.' };
      const visitor = await patch(id, edit, null);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('UNAUTHORIZED');
      expect((await patch(id, edit, cookies.renter)).statusCode).toBe(403);
      const byOther = await patch(id, edit, cookies.otherOwner);
      expect(byOther.statusCode).toBe(403);
      expect(byOther.json().code).toBe('FORBIDDEN');
      expect(await readRow(id)).toEqual(before);
    });

    it('answers 404 for a missing or malformed id', async () => {
      expect((await patch(2_000_000_000, { area: 90 })).statusCode).toBe(404);
      expect((await patch('nope', { area: 90 })).statusCode).toBe(404);
    });

    it("lets an admin edit anybody's listing, which stays its owner's", async () => {
      const id = await ownListing();
      expect((await patch(id, { area: 99 }, cookies.admin)).statusCode).toBe(200);
      expect(await readRow(id)).toMatchObject({ area: 99, ownerId: owner.id });
    });
  });

  it('ignores what the form does not have: owner, id, moderation, verification, dates', async () => {
    const id = await ownListing();
    const before = storedFields(await readRow(id));
    const response = await patch(id, {
      area: 77,
      id: 424_242,
      ownerId: 1,
      hidden: true,
      moderation: 'hidden',
      ownerVerified: true,
      ownerSuspended: true,
      createdAt: '2000-01-01T00:00:00Z',
      updatedAt: '2000-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(200);
    expect(storedFields(await readRow(id))).toEqual({ ...before, area: 77 });
  });
});
