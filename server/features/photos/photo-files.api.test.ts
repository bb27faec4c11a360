import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS } from '#common/photos.ts';
import { listings } from '#server/db/schema.ts';
import { multipartBody, tinyPng } from '#server/hardening/harness.ts';
import { type S3Server, startS3Server } from '#server/test-utils/s3-server.ts';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '#server/test-utils/test-app.ts';
import { validListing } from '../listings/test-listings.ts';
import { PHOTO_CACHE_CONTROL, uploadsDirectory } from './storage.ts';

/**
 * A photo's files live as long as a listing shows it, on either storage: uploads are stored and
 * served by their key, and dropping a photo from its last listing (or deleting the listing)
 * deletes its three widths once the change has committed.
 */
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const ID = /([0-9a-f]{24})-1600\.webp$/;
const variantsOf = (url: string) => PHOTO_WIDTHS.map((width) => `${ID.exec(url)![1]}-${width}.webp`);

describe.each(['disk', 'S3'] as const)('photo files on %s', (storageName) => {
  let t: TestApp;
  let owner: { cookie: string };
  let otherOwner: { cookie: string };
  beforeAll(async () => {
    t = await buildTestApp({ env: storageName === 'S3' ? s3.env : {} });
    owner = await sessionCookie(t.app, await createTestUser(t.db, { role: 'owner' }));
    otherOwner = await sessionCookie(t.app, await createTestUser(t.db, { role: 'owner' }));
  });
  afterAll(() => t.close());

  async function upload(): Promise<string> {
    const body = multipartBody([{ data: await tinyPng() }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { ...body.headers, ...owner },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().fileUrl;
  }

  async function createListing(images: string[], who = owner): Promise<number> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/apartments',
      payload: validListing({ images }),
      headers: who,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }

  const storedKeys = async (url: string) => {
    const found = [];
    for (const key of variantsOf(url)) if (await t.app.photoStorage.get(key)) found.push(key);
    return found;
  };

  it('stores the three widths of an upload and serves each with immutable cache headers', async () => {
    const url = await upload();
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{24}-1600\.webp$/);
    expect(await storedKeys(url)).toEqual(variantsOf(url));
    for (const key of variantsOf(url)) {
      const response = await t.app.inject(`/uploads/${key}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toContain('immutable');
    }
    // The bucket, not the disk, holds what an S3 process receives.
    const onDisk = existsSync(`${uploadsDirectory(t.env)}/${variantsOf(url)[0]}`);
    expect(onDisk).toBe(storageName === 'disk');
    expect((await t.app.inject('/uploads/0123456789abcdef01234567-400.webp')).statusCode).toBe(404);
  });

  it('deletes the files of a photo dropped from its listing, keeping the others', async () => {
    const [kept, dropped] = [await upload(), await upload()];
    const id = await createListing([kept, dropped, 'https://images.example/elsewhere.jpg']);

    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/apartments/${id}/photos`,
      payload: { photos: [kept] },
      headers: owner,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().images).toEqual([kept]);
    expect(await storedKeys(dropped)).toEqual([]);
    expect(await storedKeys(kept)).toEqual(variantsOf(kept));
  });

  it('deletes the files of photos the full edit drops, and none when it leaves the photos out', async () => {
    const [kept, dropped] = [await upload(), await upload()];
    const id = await createListing([kept, dropped]);
    const edit = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/apartments/${id}`, payload, headers: owner });

    expect((await edit({ area: 95 })).statusCode).toBe(200);
    expect(await storedKeys(dropped)).toEqual(variantsOf(dropped));

    const response = await edit({ images: [kept] });
    expect(response.statusCode).toBe(200);
    expect(response.json().images).toEqual([kept]);
    expect(await storedKeys(dropped)).toEqual([]);
    expect(await storedKeys(kept)).toEqual(variantsOf(kept));
  });

  it('deletes the files of a deleted listing, unless another listing still shows them', async () => {
    const [own, shared] = [await upload(), await upload()];
    const first = await createListing([own, shared]);
    const second = await createListing([shared], otherOwner);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/apartments/${first}`, headers: owner })).statusCode).toBe(
      204,
    );
    expect(await storedKeys(own)).toEqual([]);
    expect(await storedKeys(shared)).toEqual(variantsOf(shared));

    const last = await t.app.inject({ method: 'DELETE', url: `/api/apartments/${second}`, headers: otherOwner });
    expect(last.statusCode).toBe(204);
    expect(await storedKeys(shared)).toEqual([]);
  });

  it("deletes nothing when the change is refused (someone else's listing)", async () => {
    const url = await upload();
    const id = await createListing([url]);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/apartments/${id}/photos`,
      payload: { photos: [] },
      headers: otherOwner,
    });
    expect(refused.statusCode).toBe(403);
    const deleteRefused = await t.app.inject({ method: 'DELETE', url: `/api/apartments/${id}`, headers: otherOwner });
    expect(deleteRefused.statusCode).toBe(403);
    expect(await storedKeys(url)).toEqual(variantsOf(url));
  });
});

describe('photos under PHOTO_BASE_URL (a CDN in front of the bucket)', () => {
  const CDN = 'https://cdn.dar.iq/photos';
  let t: TestApp;
  let owner: { cookie: string };
  beforeAll(async () => {
    t = await buildTestApp({ env: { ...s3.env, PHOTO_BASE_URL: CDN } });
    owner = await sessionCookie(t.app, await createTestUser(t.db, { role: 'owner' }));
  });
  afterAll(() => t.close());

  it('answers CDN URLs, takes them back, and keeps the storage-neutral path in the listing', async () => {
    const body = multipartBody([{ data: await tinyPng() }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { ...body.headers, ...owner },
    });
    const fileUrl: string = uploaded.json().fileUrl;
    expect(fileUrl).toMatch(/^https:\/\/cdn\.dar\.iq\/photos\/[0-9a-f]{24}-1600\.webp$/);
    const path = `/uploads/${fileUrl.slice(CDN.length + 1)}`;

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/apartments',
      payload: validListing({ images: [fileUrl, 'https://images.example/flat.jpg'] }),
      headers: owner,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json().images).toEqual([fileUrl, 'https://images.example/flat.jpg']);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, id));
    expect(row?.images).toEqual([path, 'https://images.example/flat.jpg']);

    // A listing from before the CDN (or from another process's upload) answers the same way.
    expect((await t.app.inject(`/api/apartments/${id}`)).json().images[0]).toBe(fileUrl);
    expect(
      (await t.app.inject('/api/apartments?limit=100'))
        .json()
        .some((l: { images: string[] }) => l.images[0] === fileUrl),
    ).toBe(true);
    // Old links to this server's path still work: it reads the bucket.
    const served = await t.app.inject(path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe(PHOTO_CACHE_CONTROL);
  });
});
