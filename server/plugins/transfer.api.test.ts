import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListings } from '../features/listings/test-listings.ts';
import { buildTestApp, type TestApp } from '../test-utils/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertListings(
    t.db,
    Array.from({ length: 10 }, (_, i) => ({ title_en: `Bright flat number ${i}` })),
  );
});
afterAll(() => t.close());

describe('compression', () => {
  it('gzips a JSON answer for a client that accepts it, and only then', async () => {
    const plain = await t.app.inject('/api/apartments');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(10);

    const zipped = await t.app.inject({ url: '/api/apartments', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('prefers brotli when both are accepted', async () => {
    const plain = await t.app.inject('/api/apartments');
    const response = await t.app.inject({ url: '/api/apartments', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('honours an encoding the client refuses', async () => {
    const response = await t.app.inject({ url: '/api/apartments', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    const none = await t.app.inject({ url: '/api/apartments', headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toHaveLength(10);
  });
});

describe('ETag on API answers', () => {
  it('tags a list and answers 304 without a body when the client already holds it', async () => {
    const first = await t.app.inject('/api/apartments');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await t.app.inject({ url: '/api/apartments', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The same tag stands for every encoding of the list (a weak validator), and a 304 has none.
    const zipped = await t.app.inject({
      url: '/api/apartments',
      headers: { 'if-none-match': etag, 'accept-encoding': 'br, gzip' },
    });
    expect(zipped.statusCode).toBe(304);
    expect(zipped.headers['content-encoding']).toBeUndefined();
    expect(zipped.rawPayload.length).toBe(0);
  });

  it('answers 200 with the new list once a listing changes', async () => {
    const before = await t.app.inject('/api/apartments');
    await insertListings(t.db, [{ title_en: 'A flat that was just added' }]);
    const after = await t.app.inject({
      url: '/api/apartments',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()).toHaveLength(11);
  });

  it('never tags errors or state-changing requests', async () => {
    const missing = await t.app.inject('/api/apartments/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
