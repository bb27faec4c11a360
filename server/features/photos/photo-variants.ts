import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { PHOTO_WIDTHS } from '#common/photos.ts';
import type { PhotoStage } from '#server/plugins/metrics.ts';
import { SHARE_IMAGE } from '#common/seo/share-image.ts';
import { type PhotoStorage, readPhotoBytes } from './storage.ts';

/** Told how long each stage took (the metrics' photo processing time). */
export type StageTimer = (stage: PhotoStage, seconds: number) => void;

/** Larger inputs are refused before decoding: a small PNG can unpack to gigabytes (a pixel bomb). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The input could not be decoded (truncated, corrupt, or beyond the pixel limit). */
export class UnreadablePhotoError extends Error {}

interface Variant {
  /** Follows the photo's random base in its key: `-400.webp`, …, `-1200x630.jpg`. */
  suffix: string;
  data: Buffer;
  contentType: string;
}

const LARGEST_SUFFIX = `-${PHOTO_WIDTHS.at(-1)}.webp`;
/** The share preview (og:image): JPEG, which every chat app's link preview reads; WebP not everywhere. */
const SHARE_SUFFIX = `-${SHARE_IMAGE.width}x${SHARE_IMAGE.height}.jpg`;

/**
 * Decodes, auto-rotates, strips all metadata (EXIF, GPS) and stores a WebP per width and the
 * share preview crop. Returns the URL of the largest variant; `-{width}.webp` names the others.
 */
export async function storePhotoVariants(
  storage: PhotoStorage,
  input: Buffer,
  onStage: StageTimer = () => {},
): Promise<string> {
  let started = performance.now();
  const variants = await encodeVariants(input);
  onStage('encode', (performance.now() - started) / 1000);
  started = performance.now();
  const base = randomBytes(12).toString('hex');
  // Every variant at once: to a bucket each put is a round trip, and several in a row multiply the wait.
  const puts = await Promise.allSettled(
    variants.map(({ suffix, data, contentType }) => storage.put(`${base}${suffix}`, data, contentType)),
  );
  const failed = puts.find((put) => put.status === 'rejected');
  if (failed) {
    await Promise.all(variants.map(({ suffix }) => storage.delete(`${base}${suffix}`).catch(() => {})));
    throw failed.reason;
  }
  onStage('store', (performance.now() - started) / 1000);
  return storage.url(`${base}${LARGEST_SUFFIX}`);
}

function decode(input: Buffer): Sharp {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
}

/** Every variant is encoded before anything is stored, so a photo that fails to decode leaves no file. */
async function encodeVariants(input: Buffer): Promise<Variant[]> {
  const decoded = decode(input).rotate();
  const variants: Variant[] = [];
  try {
    for (const width of PHOTO_WIDTHS) {
      const data = await decoded.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
      variants.push({ suffix: `-${width}.webp`, data, contentType: 'image/webp' });
    }
    variants.push({ suffix: SHARE_SUFFIX, data: await encodeShareCrop(decoded.clone()), contentType: 'image/jpeg' });
  } catch (error) {
    throw new UnreadablePhotoError('The photo could not be decoded', { cause: error });
  }
  return variants;
}

/** The middle of the photo at exactly 1200×630 (a small photo is enlarged: previews need the size). */
function encodeShareCrop(image: Sharp): Promise<Buffer> {
  return image
    .resize({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fit: 'cover' })
    .jpeg({ quality: 80, progressive: true })
    .toBuffer();
}

/**
 * The random base of a photo this server stored, from its URL (`…/<base>-1600.webp` as the
 * storage names it); undefined for a photo by URL from elsewhere.
 */
export function storedPhotoBase(storage: PhotoStorage, url: string): string | undefined {
  const base = /([0-9a-f]{24})-\d+\.webp$/.exec(url)?.[1];
  return base !== undefined && storage.url(`${base}${LARGEST_SUFFIX}`) === url ? base : undefined;
}

/**
 * The share preview of a stored photo. Photos stored before previews existed get theirs made
 * from their largest variant on first request, stored for the next; undefined when the photo is
 * gone or cannot be decoded.
 */
export async function readShareCrop(storage: PhotoStorage, base: string): Promise<Buffer | undefined> {
  const key = `${base}${SHARE_SUFFIX}`;
  const stored = await readPhotoBytes(storage, key);
  if (stored) return stored;
  const largest = await readPhotoBytes(storage, `${base}${LARGEST_SUFFIX}`);
  if (!largest) return undefined;
  let crop: Buffer;
  try {
    crop = await encodeShareCrop(decode(largest));
  } catch {
    return undefined;
  }
  // Two first requests may race: the loser's copy is the same picture, so its failure is no loss.
  await storage.put(key, crop, 'image/jpeg').catch(() => {});
  return crop;
}
