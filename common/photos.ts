/** Widths stored for every uploaded photo; the largest is the `fileUrl`, the others feed srcset. */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;

/** The largest upload accepted (DESIGN.md section 7). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** For `<input type="file" accept>`: the types the server can read (HEIC is not among them). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff';

/** The multipart field `POST /api/upload` reads (the spec's name). */
export const PHOTO_FIELD = 'photo';

const STORED_PHOTO = /^(\/uploads\/[0-9a-f]{24})-1600\.webp$/;

/**
 * The srcset of a photo this server stored (`/uploads/<id>-1600.webp` → its three widths), so
 * a phone on a slow network loads the 400 px file; undefined for https photos by URL, which
 * exist in one size only.
 */
export function photoSrcSet(url: string): string | undefined {
  const base = STORED_PHOTO.exec(url)?.[1];
  if (!base) return undefined;
  return PHOTO_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', ');
}
