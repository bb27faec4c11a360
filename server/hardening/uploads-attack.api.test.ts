import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildRoutedApp, createWorld, expectErrorBody, listFiles, multipartBody, snapshot } from './harness.ts';

/**
 * Attacks on `POST /api/upload` that server/features/uploads/upload.api.test.ts does not
 * already make (it covers text named .jpg, a plain SVG, truncated JPEG, HEIC, 11 MB, a 100 MP
 * PNG, two files, the wrong field, no session and EXIF GPS from a JPEG). Every refusal leaves
 * DATA_DIR and the database as they were.
 */
const t = await buildRoutedApp();
const world = await createWorld(t);
afterAll(() => t.close());

let before: Record<string, string>;
beforeEach(async () => {
  before = await snapshot(t);
});

function upload(parts: Parameters<typeof multipartBody>[0], extraHeaders: Record<string, string> = {}) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload?lang=en',
    payload: body.payload,
    headers: { ...body.headers, ...world.headers('owner'), ...extraHeaders },
  });
}

async function expectRefused(response: Awaited<ReturnType<typeof upload>>, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorBody(response, 'upload');
  expect(await snapshot(t)).toEqual(before);
}

const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#c84' } })
    .jpeg()
    .toBuffer();

/** The stored files of an accepted upload (three WebP widths and the JPEG share crop), read back from DATA_DIR. */
function storedFiles(fileUrl: string): Buffer[] {
  const base = fileUrl.replace(/^\/uploads\//, '').replace(/-1600\.webp$/, '');
  const names = ['400.webp', '800.webp', '1600.webp', '1200x630.jpg'];
  return names.map((name) => readFileSync(join(t.env.DATA_DIR, 'uploads', `${base}-${name}`)));
}

/** The first bytes of a WebP or a JPEG file: what the stored files may start with. */
const IMAGE_MAGIC = /^(RIFF|\xff\xd8\xff)/;

describe('refused uploads leave nothing behind', () => {
  it('an SVG carrying script, under a photo’s name and type', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>';
    await expectRefused(await upload([{ data: svg, filename: 'photo.jpg', type: 'image/jpeg' }]), 400);
  });

  it('HTML with a JPEG appended, and a GIF header in front of script', async () => {
    const html = Buffer.concat([Buffer.from('<html><script>alert(1)</script></html>'), await jpeg()]);
    await expectRefused(await upload([{ data: html }]), 400);
    const gifScript = Buffer.from('GIF89a/*\x00\x00*/=alert(document.domain);//');
    await expectRefused(await upload([{ data: gifScript, filename: 'a.gif', type: 'image/gif' }]), 400);
  });

  it('a 60-megapixel JPEG (a small file whose header claims 7746 × 7746), without decoding it', async () => {
    const small = await jpeg(64, 48);
    const sof = small.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    const bomb = Buffer.from(small);
    bomb.writeUInt16BE(7746, sof + 5);
    bomb.writeUInt16BE(7746, sof + 7);
    const started = Date.now();
    const response = await upload([{ data: bomb }]);
    await expectRefused(response, 400);
    expect(response.json().message).toBe('The photo has too many pixels (at most 50 megapixels)');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a text field over the part size limit, and more parts than allowed', async () => {
    const longField = await upload([
      { data: await jpeg() },
      { field: 'caption', filename: '', type: 'text/plain', data: 'x'.repeat(4096) },
    ]);
    expect(longField.statusCode).toBeGreaterThanOrEqual(400);
    expect(longField.statusCode).toBeLessThan(500);
    expect(await snapshot(t)).toEqual(before);
    const parts = Array.from({ length: 8 }, (_, i) => ({
      field: `f${i}`,
      filename: '',
      type: 'text/plain',
      data: 'x',
    }));
    const many = await upload([...parts, { data: await jpeg() }]);
    expect(many.statusCode).toBeGreaterThanOrEqual(400);
    expect(many.statusCode).toBeLessThan(500);
    expectErrorBody(many, 'many parts');
    expect(await snapshot(t)).toEqual(before);
  });

  it('multipart without a boundary, and a body cut off mid-file', async () => {
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: 'whatever',
      headers: { 'content-type': 'multipart/form-data', ...world.headers('owner') },
    });
    await expectRefused(noBoundary, 400);
    const body = multipartBody([{ data: await jpeg() }]);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload.subarray(0, body.payload.length - 200),
      headers: { ...body.headers, ...world.headers('owner') },
    });
    await expectRefused(cut, 400);
  });
});

describe('accepted uploads are defanged', () => {
  it('ignores a path-traversal file name: the file lands in uploads/ under a random name', async () => {
    for (const filename of ['../../../../tmp/evil.jpg', '..\\..\\session-secret', '/etc/passwd', 'a\u0000.php.jpg']) {
      const files = listFiles(t.env.DATA_DIR);
      const response = await upload([{ data: await jpeg(), filename }]);
      expect(response.statusCode, filename).toBe(201);
      const added = listFiles(t.env.DATA_DIR).filter((f) => !files.includes(f));
      expect(added, filename).toHaveLength(4);
      for (const file of added)
        expect(file).toMatch(/^uploads\/[0-9a-f]{24}-(400\.webp|800\.webp|1600\.webp|1200x630\.jpg)$/);
    }
  });

  it('re-encodes a polyglot (a JPEG with script and a ZIP appended): no byte of the payload is stored', async () => {
    const payload = Buffer.concat([
      await jpeg(),
      Buffer.from('<script>alert(document.cookie)</script>'),
      Buffer.from('PK\x03\x04evil-archive'),
    ]);
    const response = await upload([{ data: payload }]);
    expect(response.statusCode, response.body).toBe(201);
    for (const file of storedFiles(response.json().fileUrl)) {
      expect(file.subarray(0, 4).toString('latin1')).toMatch(IMAGE_MAGIC);
      expect(file.includes('<script>')).toBe(false);
      expect(file.includes('PK\x03\x04')).toBe(false);
    }
  });

  it('strips GPS from WebP and PNG inputs, not only from JPEG', async () => {
    const gps = {
      IFD0: { Make: 'Samsung' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 11/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '44/1 0/1 33/1' },
    };
    const base = () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#48c' } }).withExif(gps);
    const inputs = {
      webp: await base().webp().toBuffer(),
      png: await base().png().toBuffer(),
    };
    for (const [format, data] of Object.entries(inputs)) {
      expect((await sharp(data).metadata()).exif, `${format} input carries EXIF`).toBeDefined();
      const response = await upload([{ data, filename: `p.${format}`, type: `image/${format}` }]);
      expect(response.statusCode, format).toBe(201);
      for (const file of storedFiles(response.json().fileUrl)) {
        const metadata = await sharp(file).metadata();
        expect(metadata.exif, format).toBeUndefined();
        expect(metadata.xmp, format).toBeUndefined();
        expect(file.includes('GPS')).toBe(false);
      }
    }
  });
});
