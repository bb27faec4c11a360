import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS } from '#common/photos.ts';
import { createTestUser, sessionCookie, type TestApp, buildTestApp } from '#server/test-utils/test-app.ts';

interface FilePart {
  field?: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----dar-test-boundary';
  const chunks = parts.flatMap(({ field = 'photo', filename = 'photo.jpg', type = 'image/jpeg', data }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A phone photo: 1200×800, EXIF with camera and GPS position, turned by the Orientation tag. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '33/1 18/1 55/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '44/1 21/1 58/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

let t: TestApp;
let uploadsDir: string;
let owner: { cookie: string };
let admin: { cookie: string };
let renter: { cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  uploadsDir = join(t.env.DATA_DIR, 'uploads');
  owner = await sessionCookie(t.app, await createTestUser(t.db, { role: 'owner' }));
  admin = await sessionCookie(t.app, await createTestUser(t.db, { role: 'admin' }));
  renter = await sessionCookie(t.app, await createTestUser(t.db, { role: 'renter' }));
});
afterAll(() => t.close());

let filesBefore: string[];
beforeEach(() => {
  filesBefore = readdirSync(uploadsDir);
});
const newFiles = () => readdirSync(uploadsDir).filter((name) => !filesBefore.includes(name));

function upload(parts: FilePart[], headers: Record<string, string> = owner, lang = 'en') {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/upload?lang=${lang}`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

describe('POST /api/upload', () => {
  it('stores a phone photo as three upright WebP widths and a share crop, without EXIF or GPS', async () => {
    const input = await phonePhoto();
    expect((await sharp(input).metadata()).exif?.includes(Buffer.from('iPhone'))).toBe(true);

    const response = await upload([{ data: input }]);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ success: true, fileUrl: expect.any(String), message: 'Photo uploaded successfully' });
    expect(body.fileUrl).toMatch(/^\/uploads\/[0-9a-f]{24}-1600\.webp$/);
    const base = body.fileUrl.replace('/uploads/', '').replace('-1600.webp', '');
    expect(newFiles().sort()).toEqual([...PHOTO_WIDTHS.map((w) => `${base}-${w}.webp`), `${base}-1200x630.jpg`].sort());
    for (const width of PHOTO_WIDTHS) {
      const metadata = await sharp(join(uploadsDir, `${base}-${width}.webp`)).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      // Orientation 6 turned the 1200×800 landscape into an 800×1200 portrait; never enlarged.
      expect([metadata.width, metadata.height]).toEqual(width === 400 ? [400, 600] : [800, 1200]);
    }
    // The share preview: the upright photo's middle, cropped (and enlarged) to exactly 1200×630.
    const share = await sharp(join(uploadsDir, `${base}-1200x630.jpg`)).metadata();
    expect([share.format, share.width, share.height]).toEqual(['jpeg', 1200, 630]);
    expect([share.exif, share.xmp, share.orientation]).toEqual([undefined, undefined, undefined]);
  });

  it('serves the stored variant with immutable cache headers', async () => {
    const response = await upload([{ data: await phonePhoto() }], admin);
    expect(response.statusCode).toBe(201);
    const photo = await t.app.inject(response.json().fileUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toContain('immutable');
  });

  it('accepts PNG, WebP, AVIF, GIF and TIFF whatever name and type the browser gives them', async () => {
    const image = sharp({ create: { width: 64, height: 48, channels: 4, background: '#c33' } });
    for (const data of await Promise.all([
      image.clone().png().toBuffer(),
      image.clone().webp().toBuffer(),
      image.clone().avif().toBuffer(),
      image.clone().gif().toBuffer(),
      image.clone().tiff().toBuffer(),
    ])) {
      const response = await upload([{ data, filename: 'x.bin', type: 'application/octet-stream' }]);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(newFiles()).toHaveLength(5 * (PHOTO_WIDTHS.length + 1));
  });

  it('keeps the first frame of an animated GIF', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 64, height: 48, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const response = await upload([{ data: gif, filename: 'anim.gif', type: 'image/gif' }]);
    expect(response.statusCode).toBe(201);
    const stored = await sharp(join(uploadsDir, response.json().fileUrl.replace('/uploads/', ''))).metadata();
    expect([stored.width, stored.height, stored.pages ?? 1]).toEqual([64, 48, 1]);
  });

  it('accepts a photo just under 10 MB', async () => {
    const tiff = await sharp({ create: { width: 1800, height: 1800, channels: 3, background: '#888' } })
      .tiff({ compression: 'none' })
      .toBuffer();
    expect(tiff.length).toBeGreaterThan(9 * 1024 * 1024);
    const response = await upload([{ data: tiff, filename: 'scan.tif', type: 'image/tiff' }]);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('answers in the asked language', async () => {
    const response = await upload([{ data: await phonePhoto() }], owner, 'ar');
    expect(response.json().message).toBe('تم رفع الصورة بنجاح');
  });

  it('refuses a text file named .jpg with image/jpeg (400), storing nothing', async () => {
    const response = await upload([{ data: Buffer.from('just some text, not a photo at all\n'.repeat(20)) }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This file is not a supported photo (JPEG, PNG, WebP, AVIF, GIF or TIFF)',
      fields: { photo: 'This file is not a supported photo (JPEG, PNG, WebP, AVIF, GIF or TIFF)' },
    });
    expect(newFiles()).toEqual([]);
  });

  it('refuses an SVG and a truncated JPEG (400), storing nothing', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const jpeg = await phonePhoto();
    for (const data of [svg, jpeg.subarray(0, Math.floor(jpeg.length / 2))]) {
      const response = await upload([{ data }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    }
    expect(newFiles()).toEqual([]);
  });

  it('refuses an iPhone HEIC photo with 415 and a message saying to choose JPEG', async () => {
    // The prebuilt sharp encodes only AV1 HEIF; with the HEVC brand the same container is a HEIC file.
    const heic = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#00f' } })
      .avif()
      .toBuffer();
    heic.write('heic', 8, 'latin1');
    // A bare header that no decoder can read is still recognised as HEIC by its brand.
    const headerOnly = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(64, 1),
    ]);
    for (const data of [heic, headerOnly]) {
      const response = await upload([{ data, filename: 'IMG_0001.HEIC', type: 'image/heic' }]);
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(response.json().message).toMatch(/iPhone HEIC photos are not supported.*JPEG/);
    }
    expect(newFiles()).toEqual([]);
  });

  it('refuses a file over 10 MB with 413, storing nothing', async () => {
    const jpeg = await phonePhoto();
    const oversize = Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024 - jpeg.length, 0)]);
    const response = await upload([{ data: oversize }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The photo is larger than 10 MB' });
    expect(newFiles()).toEqual([]);
  });

  it('refuses a pixel bomb (a small PNG of 100 megapixels) without decoding it', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload([{ data: bomb, filename: 'small.png', type: 'image/png' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The photo has too many pixels (at most 50 megapixels)');
    expect(newFiles()).toEqual([]);
  });

  it('refuses two files in one request (400), storing nothing', async () => {
    const data = await phonePhoto();
    const response = await upload([{ data }, { data, filename: 'second.jpg' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Upload one photo at a time');
    expect(newFiles()).toEqual([]);
  });

  it('refuses a file in another field and a request without a file (400 naming photo)', async () => {
    const wrongField = await upload([{ data: await phonePhoto(), field: 'file' }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ code: 'VALIDATION', fields: { photo: 'Choose a photo to upload' } });

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/upload?lang=en',
      payload: { photo: 'x' },
      headers: owner,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields).toEqual({ photo: 'Choose a photo to upload' });
    expect(newFiles()).toEqual([]);
  });

  it('is for signed-in owners and admins: 401 for a visitor, 403 for a renter', async () => {
    const data = await phonePhoto();
    const visitor = await upload([{ data }], {});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    const seeker = await upload([{ data }], renter);
    expect(seeker.statusCode).toBe(403);
    expect(newFiles()).toEqual([]);
  });

  it('accepts multipart bodies on no other route', async () => {
    const body = multipart([{ data: Buffer.from('{}') }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: body.payload,
      headers: { ...body.headers, ...renter },
    });
    expect(response.statusCode).toBe(415);
  });
});
