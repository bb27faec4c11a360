import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { PHOTO_FIELD, PHOTO_WIDTHS } from '#common/photos.ts';
import { migrateDatabase, openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { SESSION_COOKIE } from '#server/features/auth/session-plugin.ts';
import { createSessionStore } from '#server/features/auth/session-store.ts';
import { startServer } from '#server/test-utils/server-process.ts';
import { median } from './stats.ts';

export interface PhotoResult {
  inputBytes: number;
  inputPixels: string;
  sequentialMedianMs: number;
  /** Four uploads at once: the median time of one upload, and of the four together. */
  concurrentMedianMs: number;
  concurrentWallMedianMs: number;
  /** Resident memory (MB) after each block of uploads, and the process's peak. */
  rssSamples: { uploads: number; rssMb: number }[];
  peakRssMb: number;
  idleRssMb: number;
  totalUploads: number;
  failures: number;
  variants: { width: number; bytes: number; contentType: string; cacheControl: string }[];
}

const SESSION_SECRET = 'bench-session-secret-0123456789abcdef';

/** A 12 MP phone-like JPEG (4000×3000, grain under a colour gradient, EXIF), made once. */
export async function twelveMegapixelJpeg(): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .blur(0.5)
    .png({ compressionLevel: 1 })
    .toBuffer();
  const gradient = Buffer.from(
    '<svg width="4000" height="3000"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#c96" stop-opacity="0.7"/><stop offset="1" stop-color="#369" stop-opacity="0.7"/>' +
      '</linearGradient></defs><rect width="4000" height="3000" fill="url(#g)"/></svg>',
  );
  return sharp(grain)
    .composite([{ input: gradient }])
    .jpeg({ quality: 95 })
    .withExifMerge({ IFD0: { Make: 'Bench', Model: 'Phone' } })
    .toBuffer();
}

/**
 * `POST /api/upload` end to end against a server process: sequential and four-at-once times,
 * and the server's resident memory across `total` uploads (it must level off, not grow).
 */
export async function benchPhotos({
  total,
  log,
}: {
  total: number;
  log: (line: string) => void;
}): Promise<PhotoResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dar-bench-photos-'));
  try {
    const database = await openDatabase({ dataDir });
    let cookie: string;
    try {
      await migrateDatabase(database);
      const [owner] = await database.db
        .insert(users)
        .values({ email: 'photo-owner@bench.iq', role: 'owner' })
        .returning();
      cookie = `${SESSION_COOKIE}=${await createSessionStore(database.db, SESSION_SECRET).create(owner!.id)}`;
    } finally {
      await database.close();
    }
    const jpeg = await twelveMegapixelJpeg();
    log(`photos: ${(jpeg.length / 1e6).toFixed(1)} MB 12 MP JPEG, ${total} uploads`);
    const server = await startServer({ dataDir, env: { SESSION_SECRET, LOG_LEVEL: 'warn' } });
    try {
      const idleRssMb = server.memory().rssMb;
      let failures = 0;
      let done = 0;
      let lastUrl = '';
      const upload = async (): Promise<number> => {
        const form = new FormData();
        form.append(PHOTO_FIELD, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
        const started = performance.now();
        const response = await fetch(`${server.url}/api/upload`, {
          method: 'POST',
          body: form,
          headers: { cookie, origin: server.url, 'sec-fetch-site': 'same-origin' },
        });
        const body = (await response.json()) as { fileUrl?: string };
        done += 1;
        if (response.status !== 201 || !body.fileUrl) failures += 1;
        else lastUrl = body.fileUrl;
        return performance.now() - started;
      };
      const rssSamples: PhotoResult['rssSamples'] = [];
      const sample = () => rssSamples.push({ uploads: done, rssMb: server.memory().rssMb });

      const sequential = [];
      for (let i = 0; i < 10; i += 1) sequential.push(await upload());
      sample();
      const concurrent: number[] = [];
      const walls: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        const started = performance.now();
        concurrent.push(...(await Promise.all([upload(), upload(), upload(), upload()])));
        walls.push(performance.now() - started);
      }
      sample();
      while (done < total) {
        const before = done;
        await Promise.all(Array.from({ length: Math.min(4, total - done) }, upload));
        // One sample per 40 uploads, and the last.
        if (Math.floor(done / 40) > Math.floor(before / 40) || done === total) sample();
      }
      const variants = [];
      for (const width of PHOTO_WIDTHS) {
        const response = await fetch(server.url + lastUrl.replace(/-\d+\.webp$/, `-${width}.webp`));
        variants.push({
          width,
          bytes: (await response.arrayBuffer()).byteLength,
          contentType: response.headers.get('content-type') ?? '',
          cacheControl: response.headers.get('cache-control') ?? '',
        });
      }
      return {
        inputBytes: jpeg.length,
        inputPixels: '4000×3000',
        sequentialMedianMs: median(sequential),
        concurrentMedianMs: median(concurrent),
        concurrentWallMedianMs: median(walls),
        rssSamples,
        peakRssMb: server.memory().peakMb,
        idleRssMb,
        totalUploads: done,
        failures,
        variants,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
