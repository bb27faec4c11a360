import { sql } from 'drizzle-orm';
import { STORED_PHOTO_PATH } from '#common/photos.ts';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/rows.ts';
import { variantKeys } from './photo-urls.ts';
import type { PhotoStorage } from './storage.ts';

/**
 * Deletes the files of stored photos that no listing shows any more. Called after the change
 * that dropped them has committed (a rolled-back change keeps its photos); a photo that another
 * listing still shows stays. Returns the paths whose files went.
 *
 * Whatever this misses (a storage failure here, a process killed in between, an upload never
 * put in a listing) is left for a clean-up job that lists the storage.
 */
export async function discardUnusedPhotos(db: Db, storage: PhotoStorage, paths: readonly string[]): Promise<string[]> {
  const stored = [...new Set(paths.filter((path) => STORED_PHOTO_PATH.test(path)))];
  if (stored.length === 0) return [];
  // The images index (GIN) answers each `@>` without reading the table.
  const unused = await queryRows<{ path: string }>(
    db,
    sql`select p.path from unnest(${toTextArray(stored)}::text[]) as p(path)
      where not exists (select 1 from apartments a where a.images @> array[p.path])`,
  );
  for (const { path } of unused) await Promise.all(variantKeys(path).map((key) => storage.delete(key)));
  return unused.map((row) => row.path);
}

/** A text[] literal: node-postgres and PGlite both take it as one parameter. */
function toTextArray(values: string[]): string {
  return `{${values.map((v) => `"${v}"`).join(',')}}`;
}
