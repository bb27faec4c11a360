import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_WIDTHS } from '../../../common/photos.ts';
import type { PhotoStorage } from './storage.ts';

/** Larger inputs are refused before decoding: a small PNG can unpack to gigabytes (a pixel bomb). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The input could not be decoded (truncated, corrupt, or beyond the pixel limit). */
export class UnreadablePhotoError extends Error {}

/**
 * Decodes, auto-rotates, strips all metadata (EXIF, GPS) and stores a WebP per width.
 * Returns the URL of the largest variant; `-{width}.webp` names the others.
 */
export async function storePhotoVariants(storage: PhotoStorage, input: Buffer): Promise<string> {
  const variants = await encodeVariants(input);
  const base = randomBytes(12).toString('hex');
  const keys: string[] = [];
  try {
    for (const { width, data } of variants) {
      const key = `${base}-${width}.webp`;
      await storage.put(key, data, 'image/webp');
      keys.push(key);
    }
  } catch (error) {
    await Promise.all(keys.map((key) => storage.delete(key)));
    throw error;
  }
  return storage.url(`${base}-${PHOTO_WIDTHS.at(-1)}.webp`);
}

/** Every width is encoded before anything is stored, so a photo that fails to decode leaves no file. */
async function encodeVariants(input: Buffer): Promise<{ width: number; data: Buffer }[]> {
  const decoded = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).rotate();
  const variants = [];
  try {
    for (const width of PHOTO_WIDTHS) {
      const data = await decoded.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
      variants.push({ width, data });
    }
  } catch (error) {
    throw new UnreadablePhotoError('The photo could not be decoded', { cause: error });
  }
  return variants;
}
