import { buffer } from 'node:stream/consumers';
import type { PhotoStorage } from './storage.ts';

export interface CopyResult {
  copied: number;
  /** Already in the target: a second run copies only what the first missed. */
  present: number;
}

/**
 * Copies every object of one storage into another that lacks it (`npm run photos:migrate`: the
 * disk into the bucket). Listings keep storage-neutral paths (`/uploads/<key>`), which the bucket
 * serves under the same keys, so no row is rewritten.
 */
export async function copyPhotos(
  from: PhotoStorage,
  to: PhotoStorage,
  onCopied: (key: string) => void = () => {},
): Promise<CopyResult> {
  const existing = new Set<string>();
  for await (const { key } of to.list()) existing.add(key);
  const result: CopyResult = { copied: 0, present: 0 };
  for await (const { key } of from.list()) {
    if (existing.has(key)) {
      result.present += 1;
      continue;
    }
    const photo = await from.get(key);
    if (!photo) continue;
    await to.put(key, await buffer(photo.body), photo.contentType);
    result.copied += 1;
    onCopied(key);
  }
  return result;
}
