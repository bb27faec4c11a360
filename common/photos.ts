/** Widths stored for every uploaded photo; the largest is the `fileUrl`, the others feed srcset. */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;

/** The largest upload accepted (DESIGN.md section 7). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** For `<input type="file" accept>`: the types the server can read (HEIC is not among them). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff';

/** The multipart field `POST /api/upload` reads (the spec's name). */
export const PHOTO_FIELD = 'photo';

/**
 * A photo this server stored, as a listing keeps it: `/uploads/<24 hex>-1600.webp`, whichever
 * storage holds the file (disk or bucket). The API may answer it under PHOTO_BASE_URL instead
 * (a CDN): `https://cdn…/<24 hex>-1600.webp`.
 */
export const STORED_PHOTO_PATH = /^\/uploads\/([0-9a-f]{24})-1600\.webp$/;
const SERVED_PHOTO = /^(\/uploads\/[0-9a-f]{24}|https:\/\/[^\s?#]+\/[0-9a-f]{24})-1600\.webp$/;

/**
 * The srcset of a photo this server stored (`…/<id>-1600.webp`, on this server or under the
 * CDN's address → its three widths), so a phone on a slow network loads the 400 px file;
 * undefined for other https photos by URL, which exist in one size only.
 */
export function photoSrcSet(url: string): string | undefined {
  const base = SERVED_PHOTO.exec(url)?.[1];
  if (!base) return undefined;
  return PHOTO_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', ');
}
