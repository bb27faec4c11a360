import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where photo files live. Local disk now; an S3-compatible store implements the same three
 * calls later without touching routes.
 */
export interface PhotoStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The public URL of a stored key. */
  url(key: string): string;
}

export const UPLOADS_PREFIX = '/uploads/';

export function createDiskStorage(directory: string): PhotoStorage {
  return {
    async put(key, data) {
      await mkdir(directory, { recursive: true });
      await writeFile(join(directory, key), data, { flag: 'wx' });
    },
    async delete(key) {
      await rm(join(directory, key), { force: true });
    },
    url: (key) => `${UPLOADS_PREFIX}${key}`,
  };
}
