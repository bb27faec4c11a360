import { lt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { photoUploads } from '#server/db/schema.ts';
import { discardUnusedPhotos } from './discard-photos.ts';
import type { PhotoStorage } from './storage.ts';

/** An upload has this long to be put in a listing before its files are deleted. */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** Remembers an upload, so the clean-up can find it if no listing ever shows it. */
export async function recordUpload(db: Db, path: string, userId: number): Promise<void> {
  await db.insert(photoUploads).values({ path, userId }).onConflictDoNothing();
}

/**
 * Deletes the files of uploads older than a day that no listing shows (a listing that shows one
 * keeps it: discardUnusedPhotos checks), and forgets every upload older than a day. Returns the
 * paths whose files went.
 */
export async function discardAbandonedUploads(db: Db, storage: PhotoStorage, now = new Date()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - ABANDONED_UPLOAD_MS);
  const old = await db.select({ path: photoUploads.path }).from(photoUploads).where(lt(photoUploads.createdAt, cutoff));
  if (old.length === 0) return [];
  const gone = await discardUnusedPhotos(
    db,
    storage,
    old.map((row) => row.path),
  );
  await db.delete(photoUploads).where(lt(photoUploads.createdAt, cutoff));
  return gone;
}
