import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '#server/test-utils/s3-server.ts';
import { loadEnv } from '#server/env.ts';
import { createDiskStorage, createPhotoStorage, PHOTO_CACHE_CONTROL, type PhotoStorage } from './storage.ts';

let s3: S3Server;
let directory: string;
beforeAll(async () => {
  s3 = await startS3Server();
  directory = mkdtempSync(join(tmpdir(), 'dar-storage-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(directory, { recursive: true, force: true });
});

const storages: [string, () => PhotoStorage][] = [
  ['disk', () => createDiskStorage(join(directory, 'uploads'))],
  [
    'S3 (s3rver)',
    () => createPhotoStorage(loadEnv({ DATA_DIR: directory, SESSION_SECRET: 'x'.repeat(40), ...s3.env })),
  ],
];

let counter = 0;
const newKey = (width = 400) => `${(++counter).toString(16).padStart(24, 'a')}-${width}.webp`;

/** How far a file system's timestamp may trail Date.now() (one tick of a 100 Hz kernel clock, with room). */
const CLOCK_SKEW_MS = 20;

async function listKeys(storage: PhotoStorage): Promise<Map<string, Date>> {
  const keys = new Map<string, Date>();
  for await (const { key, storedAt } of storage.list()) keys.set(key, storedAt);
  return keys;
}

describe.each(storages)('PhotoStorage on %s', (_name, create) => {
  it('stores an object, reads it back, lists it with its time and deletes it', async () => {
    const storage = create();
    const key = newKey();
    const before = Date.now();
    await storage.put(key, Buffer.from('webp bytes'), 'image/webp');

    const stored = await storage.get(key);
    expect(stored).toMatchObject({ contentType: 'image/webp', size: 10 });
    expect(await text(stored!.body)).toBe('webp bytes');
    const listed = await listKeys(storage);
    // S3 keeps whole seconds, and a file's time comes from the kernel's coarse clock, which can
    // be a few milliseconds behind Date.now() (a clean-clone CI run failed across a second's edge).
    expect(listed.get(key)?.getTime()).toBeGreaterThanOrEqual(Math.floor((before - CLOCK_SKEW_MS) / 1000) * 1000);

    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect((await listKeys(storage)).has(key)).toBe(false);
  });

  it('answers nothing for a missing key, and deleting one is not an error', async () => {
    const storage = create();
    expect(await storage.get(newKey())).toBeUndefined();
    await expect(storage.delete(newKey())).resolves.toBeUndefined();
  });

  it('lists every key', async () => {
    const storage = create();
    const keys = Array.from({ length: 5 }, () => newKey(800));
    await Promise.all(keys.map((key) => storage.put(key, Buffer.from(key), 'image/webp')));
    const listed = await listKeys(storage);
    for (const key of keys) expect(listed.has(key)).toBe(true);
  });

  it('addresses a key under this server, or under PHOTO_BASE_URL', () => {
    expect(create().url('abc-1600.webp')).toBe('/uploads/abc-1600.webp');
  });
});

describe('the S3 storage', () => {
  it('writes each variant with long-lived immutable cache headers, as the bucket serves it', async () => {
    const storage = storages[1]![1]();
    const key = newKey(1600);
    await storage.put(key, Buffer.from('photo'), 'image/webp');
    const response = await fetch(`${s3.endpoint}/${s3.bucket}/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(PHOTO_CACHE_CONTROL);
  });

  it('names public URLs under PHOTO_BASE_URL (a CDN or the bucket address)', () => {
    const env = loadEnv({
      DATA_DIR: directory,
      SESSION_SECRET: 'x'.repeat(40),
      ...s3.env,
      PHOTO_BASE_URL: 'https://cdn.dar.iq/photos',
    });
    expect(createPhotoStorage(env).url('abc-1600.webp')).toBe('https://cdn.dar.iq/photos/abc-1600.webp');
  });
});
