import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareImageVersion } from '#common/seo/share-image.ts';
import { listings } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test-utils/test-app.ts';
import { insertListings } from '../listings/test-listings.ts';
import { storePhotoVariants } from '../photos/photo-variants.ts';
import { readPhotoBytes } from '../photos/storage.ts';
import { LISTINGS_PER_SITEMAP } from './sitemap.ts';
import { parseSitemapIndex, parseUrlset } from './test-sitemaps.ts';

const ORIGIN = 'https://dar.example';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: `${ORIGIN}/` } });
});
afterAll(() => t.close());

/** The next listing inserted gets this id (the sitemap files cover ranges of ids). */
async function continueIdsAt(id: number) {
  await t.db.execute(sql`select setval(pg_get_serial_sequence('apartments', 'id'), ${id - 1}::bigint)`);
}

async function listingRow(id: number) {
  const [row] = await t.db.select().from(listings).where(eq(listings.id, id));
  return row!;
}

describe('GET /robots.txt', () => {
  it('opens the public site, closes the API and the signed-in screens in every language, names the sitemap', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 3)).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /api/']);
    for (const path of ['/admin', '/en/admin', '/ku/admin', '/my-bookings', '/ku/notification-preferences', '/login']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const open of ['/apartments', '/sales', '/uploads', '/og', '/city', '/en', '/en/sales']) {
      expect(lines.filter((line) => line.startsWith('Disallow:') && open.startsWith(line.slice(10)))).toEqual([]);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('the sitemap', () => {
  let ids: number[];
  let hidden: number;
  let farId: number;

  beforeAll(async () => {
    // 1,100 listings (more than two of the batches a file is read in), one withdrawn, and one
    // whose id falls two files further: the file between holds nothing.
    ids = await insertListings(
      t.db,
      Array.from({ length: 1100 }, (_, i) => ({ price: 500_000 + i })),
    );
    hidden = ids[7]!;
    await t.db.update(listings).set({ available: false }).where(eq(listings.id, hidden));
    await t.db.execute(sql`update apartments set updated_at = '2026-03-04T05:06:07.890Z' where id = ${ids[0]!}`);
    await continueIdsAt(2 * LISTINGS_PER_SITEMAP + 5);
    farId = (await insertListings(t.db, [{ title_en: 'Far away flat' }]))[0]!;
  });

  it('is an index over the pages file and the listing files that hold listings', async () => {
    const response = await t.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    expect(parseSitemapIndex(response.body)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/listings-1.xml`,
      `${ORIGIN}/sitemaps/listings-3.xml`,
    ]);
  });

  it('lists every public page in the three languages, each naming all of them and x-default', async () => {
    const response = await t.app.inject('/sitemaps/pages.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = parseUrlset(response.body);
    expect(urls).toHaveLength(27 * 3);
    expect(urls.map((url) => url.loc)).toEqual(
      expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/en`, `${ORIGIN}/ku/sales`, `${ORIGIN}/en/city/sulaymaniyah`]),
    );
    for (const url of urls) {
      expect(Object.keys(url.alternates)).toEqual(['ar', 'en', 'ckb', 'x-default']);
      expect(Object.values(url.alternates)).toContain(url.loc);
      expect(url.alternates['x-default']).toBe(url.alternates.ar);
    }
    const sales = urls.find((url) => url.loc === `${ORIGIN}/en/sales`)!;
    expect(sales.alternates).toEqual({
      ar: `${ORIGIN}/sales`,
      en: `${ORIGIN}/en/sales`,
      ckb: `${ORIGIN}/ku/sales`,
      'x-default': `${ORIGIN}/sales`,
    });
  });

  it('lists each available listing of a file three times, with lastmod and its alternates', async () => {
    const response = await t.app.inject('/sitemaps/listings-1.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    const urls = parseUrlset(response.body);
    const listed = ids.filter((id) => id !== hidden);
    expect(urls).toHaveLength(listed.length * 3);
    expect(urls.filter((url) => url.loc.endsWith(`/apartments/${hidden}`))).toEqual([]);
    const first = ids[0]!;
    expect(urls.slice(0, 3)).toEqual(
      ['', '/en', '/ku'].map((prefix) => ({
        loc: `${ORIGIN}${prefix}/apartments/${first}`,
        lastmod: '2026-03-04T05:06:07Z',
        alternates: {
          ar: `${ORIGIN}/apartments/${first}`,
          en: `${ORIGIN}/en/apartments/${first}`,
          ckb: `${ORIGIN}/ku/apartments/${first}`,
          'x-default': `${ORIGIN}/apartments/${first}`,
        },
      })),
    );
    const last = urls.at(-1)!;
    expect(last.loc).toBe(`${ORIGIN}/ku/apartments/${listed.at(-1)}`);
    const { updatedAt } = await listingRow(listed.at(-1)!);
    expect(last.lastmod).toBe(updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    // Ids in order, each once per language: no batch repeated or skipped.
    const ar = urls
      .filter((url) => url.loc.startsWith(`${ORIGIN}/apartments/`))
      .map((url) => Number(url.loc.split('/').at(-1)));
    expect(ar).toEqual(listed);
  });

  it('puts a listing in the file of its id range', async () => {
    const urls = parseUrlset((await t.app.inject('/sitemaps/listings-3.xml')).body);
    expect(urls.map((url) => url.loc)).toEqual([
      `${ORIGIN}/apartments/${farId}`,
      `${ORIGIN}/en/apartments/${farId}`,
      `${ORIGIN}/ku/apartments/${farId}`,
    ]);
  });

  it('answers 404 for a file without public listings and for a malformed name', async () => {
    for (const url of [
      '/sitemaps/listings-2.xml',
      '/sitemaps/listings-4.xml',
      '/sitemaps/listings-0.xml',
      '/sitemaps/listings-x.xml',
      '/sitemaps/listings-1234567.xml',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('goes out compressed to a crawler that accepts it', async () => {
    const plain = await t.app.inject('/sitemaps/listings-1.xml');
    const gzipped = await t.app.inject({ url: '/sitemaps/listings-1.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const index = await t.app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'br' } });
    expect(index.statusCode).toBe(200);
  });
});

describe('share images', () => {
  const photo = () =>
    sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#7a5' } })
      .jpeg()
      .toBuffer();
  const uploads = () => join(t.env.DATA_DIR, 'uploads');

  async function expectShareJpeg(body: Buffer) {
    const metadata = await sharp(body).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
  }

  it('draws the site image once: 1200×630 JPEG, kept for a year under its versioned URL', async () => {
    const response = await t.app.inject('/og/site.jpg?v=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    await expectShareJpeg(response.rawPayload);
    const again = await t.app.inject('/og/site.jpg');
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    expect(again.headers['cache-control']).toBe('public, max-age=600');
  });

  it('draws a card for a listing without photos, per language, revalidated by its version', async () => {
    const [id] = await insertListings(t.db, [
      { images: [], title_ar: 'بيت للبيع في الموصل', title_en: 'House in Mosul' },
    ]);
    const listing = await listingRow(id!);
    const version = shareImageVersion(listing, 'ar');
    const response = await t.app.inject(`/og/listings/${id}.jpg?v=${version}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers.etag).toBe(`"${version}"`);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await expectShareJpeg(response.rawPayload);

    const english = await t.app.inject(`/og/listings/${id}.jpg?lang=en&v=${shareImageVersion(listing, 'en')}`);
    await expectShareJpeg(english.rawPayload);
    expect(english.rawPayload.equals(response.rawPayload)).toBe(false);

    const revalidated = await t.app.inject({
      url: `/og/listings/${id}.jpg?v=${version}`,
      headers: { 'if-none-match': `"${version}"` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);

    // After a price change the old URL shows the new card, kept only briefly.
    await t.db.update(listings).set({ price: 123_000_000 }).where(eq(listings.id, id!));
    const stale = await t.app.inject(`/og/listings/${id}.jpg?v=${version}`);
    expect(stale.headers.etag).not.toBe(`"${version}"`);
    expect(stale.headers['cache-control']).toBe('public, max-age=600');
    expect(stale.rawPayload.equals(response.rawPayload)).toBe(false);
  });

  it("serves a stored first photo's share crop, made at upload", async () => {
    const url = await storePhotoVariants(t.app.photoStorage, await photo());
    const [id] = await insertListings(t.db, [{ images: [url] }]);
    const response = await t.app.inject(`/og/listings/${id}.jpg`);
    expect(response.statusCode).toBe(200);
    const stored = (await readPhotoBytes(
      t.app.photoStorage,
      url.replace('/uploads/', '').replace('-1600.webp', '-1200x630.jpg'),
    ))!;
    expect(response.rawPayload.equals(stored)).toBe(true);
    await expectShareJpeg(response.rawPayload);
  });

  it('makes the share crop of a photo stored before crops existed on first request, and keeps it', async () => {
    const url = await storePhotoVariants(t.app.photoStorage, await photo());
    const cropFile = join(uploads(), url.replace('/uploads/', '').replace('-1600.webp', '-1200x630.jpg'));
    rmSync(cropFile);
    const [id] = await insertListings(t.db, [{ images: [url, 'https://photos.example/2.jpg'] }]);
    const first = await t.app.inject(`/og/listings/${id}.jpg`);
    expect(first.statusCode).toBe(200);
    await expectShareJpeg(first.rawPayload);
    expect(existsSync(cropFile)).toBe(true);
    const second = await t.app.inject(`/og/listings/${id}.jpg`);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('draws the card, never fetching it, for a first photo on another server or one that is gone', async () => {
    const [withoutPhotos, elsewhere, gone] = await insertListings(t.db, [
      { images: [] },
      { images: ['https://photos.example/flat.jpg'] },
      { images: ['/uploads/0123456789abcdef01234567-1600.webp'] },
    ]);
    const card = (await t.app.inject(`/og/listings/${withoutPhotos}.jpg`)).rawPayload;
    for (const id of [elsewhere, gone]) {
      const response = await t.app.inject(`/og/listings/${id}.jpg`);
      expect(response.statusCode).toBe(200);
      // The same title, price and place: the same card, whatever the photo URL.
      expect(response.rawPayload.equals(card)).toBe(true);
    }
  });

  it('has one for a withdrawn listing too (its page says so); 404 for a missing one', async () => {
    const [id] = await insertListings(t.db, [{ available: false, images: [] }]);
    expect((await t.app.inject(`/og/listings/${id}.jpg`)).statusCode).toBe(200);
    for (const url of ['/og/listings/2000000000.jpg', '/og/listings/0x1.jpg', '/og/listings/1.png']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('refuses an unknown language or a malformed version with 400', async () => {
    const [id] = await insertListings(t.db, [{ images: [] }]);
    for (const query of ['lang=fr', 'v=not-a-version', `v=${'a'.repeat(17)}`]) {
      const response = await t.app.inject(`/og/listings/${id}.jpg?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
    expect((await t.app.inject('/og/site.jpg?v=x')).statusCode).toBe(400);
  });
});
