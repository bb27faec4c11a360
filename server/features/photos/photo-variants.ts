import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { PhotoStorage } from './storage.ts';

/** Widths stored for every photo; the largest is the `fileUrl`, the others feed srcset. */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes once, auto-rotates, strips all metadata (EXIF, GPS) and stores a WebP per width.
 * Returns the URL of the largest variant; `-{width}.webp` names the others.
 */
export async function storePhotoVariants(storage: PhotoStorage, input: Buffer): Promise<string> {
  const decoded = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).rotate();
  const base = randomBytes(12).toString('hex');
  const keys: string[] = [];
  try {
    for (const width of PHOTO_WIDTHS) {
      const data = await decoded.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
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
