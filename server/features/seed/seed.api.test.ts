import { listingTextIssues } from '#common/listing-texts.ts';
import { normaliseIraqiPhone } from '#common/phone.ts';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITIES, findCityInLocation } from '#common/cities.ts';
import { PRICE_BAND_STARTS, priceKind } from '#common/listings.ts';
import type { Database } from '#server/db/client.ts';
import { listings, users } from '#server/db/schema.ts';
import { createTestDatabase } from '#server/test-utils/test-database.ts';
import { createDiskStorage } from '../photos/storage.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { type SeedResult, seedDemoData } from './seed.ts';

let database: Database;
let uploads: string;
let first: SeedResult;
beforeAll(async () => {
  database = await createTestDatabase();
  uploads = mkdtempSync(join(tmpdir(), 'dar-uploads-'));
  first = await seedDemoData(database.db, createDiskStorage(uploads));
});
afterAll(async () => {
  await database.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('demo data', () => {
  it('holds at least 150 listings spread over all 20 cities', async () => {
    const rows = await database.db.select().from(listings);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    for (const city of CITIES) {
      const inCity = rows.filter((r) => r.location_en.endsWith(city.name.en) && r.location_ar.endsWith(city.name.ar));
      expect(inCity.length, city.id).toBeGreaterThanOrEqual(5);
    }
  });

  it('covers long rent, short rent, full sale, credit sale and land', async () => {
    const rows = await database.db
      .select({
        type: listings.listing_type,
        rental: listings.rental_type,
        payment: listings.payment_type,
        n: count(),
      })
      .from(listings)
      .groupBy(listings.listing_type, listings.rental_type, listings.payment_type);
    const mix = Object.fromEntries(rows.map((r) => [`${r.type}/${r.rental ?? '-'}/${r.payment}`, r.n]));
    expect(mix['rent/long/full']).toBeGreaterThanOrEqual(40);
    expect(mix['rent/short/full']).toBeGreaterThanOrEqual(15);
    expect(mix['sale/-/full']).toBeGreaterThanOrEqual(15);
    expect(mix['sale/-/credit']).toBeGreaterThanOrEqual(15);
    expect(mix['land/-/full']).toBeGreaterThanOrEqual(30);
  });

  it("has prices inside the spec's bands, sensible areas and coordinates inside their city", async () => {
    const rows = await database.db.select().from(listings);
    for (const row of rows) {
      const kind = priceKind(row.listing_type, row.rental_type);
      const top = (PRICE_BAND_STARTS[kind].at(-1) as number) * 2;
      expect(row.price, row.title_en).toBeGreaterThan(0);
      expect(row.price, row.title_en).toBeLessThanOrEqual(top);
      expect(row.area).toBeGreaterThanOrEqual(30);
      // The most specific place: "Arasat, Karrada, Baghdad" is in Karrada, not just Baghdad.
      const city = CITIES.filter((c) => row.location_en.endsWith(c.name.en)).sort(
        (a, b) => b.name.en.length - a.name.en.length,
      )[0]!;
      expect(Math.abs(row.latitude! - city.lat)).toBeLessThan(0.05);
      expect(Math.abs(row.longitude! - city.lng)).toBeLessThan(0.05);
      // Readable in at least one language; Kurdish where the Kurdistan Region's owners write it.
      expect(listingTextIssues(row), String(row.id)).toEqual([]);
    }
    const kurdishOnly = rows.filter((row) => row.title_ku && !row.title_ar && !row.title_en);
    // In no particular order: a SELECT without ORDER BY returns the rows as the table holds them.
    expect(kurdishOnly.map((row) => findCityInLocation(row.location_en)?.id).sort()).toEqual(['erbil', 'sulaymaniyah']);
    expect(rows.filter((row) => row.title_ku && row.title_ar).length).toBeGreaterThanOrEqual(10);
  });

  it('gives each listing 2 to 5 photos stored like uploads, in three WebP widths', async () => {
    const rows = await database.db.select({ images: listings.images }).from(listings);
    for (const { images } of rows) {
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(images.length).toBeLessThanOrEqual(5);
    }
    const url = rows[0]!.images[0]!;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{24}-1600\.webp$/);
    for (const width of [400, 800, 1600]) {
      const file = join(uploads, url.replace('/uploads/', '').replace('-1600', `-${width}`));
      expect(existsSync(file)).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
  });

  it('creates a demo owner and renter whose printed passwords work', async () => {
    expect(first.seeded).toBe(true);
    if (!first.seeded) return;
    const accounts = await database.db.select().from(users);
    for (const account of first.accounts) {
      const row = accounts.find((u) => u.email === account.email)!;
      expect(row.role).toBe(account.role);
      expect(await verifyPassword(row.passwordHash!, account.password)).toBe(true);
      // Callable and on WhatsApp, in E.164: the demo listings show Call and WhatsApp.
      expect(normaliseIraqiPhone(row.phone!)).toBe(row.phone);
      expect(row.whatsapp).toBe(true);
    }
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await database.db.select({ n: count() }).from(listings);
    const second = await seedDemoData(database.db, createDiskStorage(uploads));
    expect(second).toEqual({ seeded: false });
    expect(await database.db.select({ n: count() }).from(listings)).toEqual(before);
    expect((await database.db.select({ n: count() }).from(users))[0]!.n).toBe(2);
    const [admins] = await database.db.select({ n: count() }).from(users).where(sql`role = 'admin'`);
    expect(admins!.n).toBe(0);
  });
});
