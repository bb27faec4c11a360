import { PHOTO_WIDTHS, STORED_PHOTO_PATH } from '#common/photos.ts';
import { type PhotoStorage, UPLOADS_PREFIX } from './storage.ts';

const LARGEST_VARIANT = /^[0-9a-f]{24}-1600\.webp$/;

/** The storage keys of a stored photo's widths (`/uploads/<id>-1600.webp`); none for a photo by URL. */
export function variantKeys(path: string): string[] {
  const id = STORED_PHOTO_PATH.exec(path)?.[1];
  return id ? PHOTO_WIDTHS.map((width) => `${id}-${width}.webp`) : [];
}

/**
 * Listings keep a stored photo as `/uploads/<id>-1600.webp` whatever storage and address serve it,
 * so a change of CDN or a move to a bucket rewrites no row (docs/decisions/photo-storage.md).
 */
export interface PhotoUrls {
  /** How a photo leaves in an answer: a stored path under PHOTO_BASE_URL when set; anything else as it is. */
  toPublic(url: string): string;
  /** How a listing keeps a photo: a public URL of this storage back to its stored path. */
  toStored(url: string): string;
}

const unchanged = (url: string) => url;

export function createPhotoUrls(storage: PhotoStorage): PhotoUrls {
  const publicBase = storage.url('');
  if (publicBase === UPLOADS_PREFIX) return { toPublic: unchanged, toStored: unchanged };
  return {
    toPublic(url) {
      return STORED_PHOTO_PATH.test(url) ? storage.url(url.slice(UPLOADS_PREFIX.length)) : url;
    },
    toStored(url) {
      const key = url.startsWith(publicBase) ? url.slice(publicBase.length) : '';
      return LARGEST_VARIANT.test(key) ? `${UPLOADS_PREFIX}${key}` : url;
    },
  };
}

/** Something that leaves with photos (a listing): its stored ones under PHOTO_BASE_URL when set. */
export function withPublicPhotos<T extends { images: string[] }>(urls: PhotoUrls, item: T): T {
  return { ...item, images: item.images.map(urls.toPublic) };
}
