import { createReadStream } from 'node:fs';
import { mkdir, opendir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Env } from '#server/env.ts';

/**
 * Where photo files live: the local disk (default) or an S3-compatible bucket (S3_BUCKET).
 * Routes, the seed, `photos:migrate`, backups and background clean-up jobs use only these calls
 * (docs/decisions/photo-storage.md). Keys are flat file names, `<24 hex>-<width>.webp`.
 */
export interface PhotoStorage {
  /** Writes a new object once, with long-lived immutable cache headers (keys are random, never reused). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Reads an object; undefined when it does not exist. */
  get(key: string): Promise<StoredPhoto | undefined>;
  /** Removes an object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key with the time it was written, in no particular order. */
  list(): AsyncIterable<StoredKey>;
  /** The public URL of a stored key (PHOTO_BASE_URL + key, or this server's /uploads/ path). */
  url(key: string): string;
}

export interface StoredKey {
  key: string;
  storedAt: Date;
}

export interface StoredPhoto {
  body: Readable;
  contentType: string;
  size: number;
}

export const UPLOADS_PREFIX = '/uploads/';

/** A stored object's bytes, or undefined when nothing is stored under the key. */
export async function readPhotoBytes(storage: PhotoStorage, key: string): Promise<Buffer | undefined> {
  const stored = await storage.get(key);
  return stored && buffer(stored.body);
}

/** A stored variant never changes (a new photo gets a new key): browsers and CDNs keep it a year. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** `url(key)`: under PHOTO_BASE_URL when set (a CDN, the bucket's public address), else this server's path. */
function photoUrl(baseUrl: string | undefined): (key: string) => string {
  if (!baseUrl) return (key) => `${UPLOADS_PREFIX}${key}`;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return (key) => `${base}${key}`;
}

export function createDiskStorage(directory: string, options: { baseUrl?: string } = {}): PhotoStorage {
  return {
    async put(key, data) {
      await mkdir(directory, { recursive: true });
      await writeFile(join(directory, key), data, { flag: 'wx' });
    },
    async get(key) {
      const file = join(directory, key);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { body: createReadStream(file), contentType: 'image/webp', size: info.size };
    },
    async delete(key) {
      await rm(join(directory, key), { force: true });
    },
    async *list() {
      const entries = await opendir(directory).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      for await (const entry of entries ?? []) {
        if (!entry.isFile()) continue;
        const info = await stat(join(directory, entry.name)).catch(() => undefined);
        if (info) yield { key: entry.name, storedAt: info.mtime };
      }
    },
    url: photoUrl(options.baseUrl),
  };
}

export interface S3Options {
  bucket: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's default chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Path-style addresses (`endpoint/bucket/key`): MinIO and most self-hosted stores need them. */
  forcePathStyle: boolean;
  baseUrl?: string;
}

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, …). */
export function createS3Storage(options: S3Options): PhotoStorage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where the API requires them: many S3-compatible stores refuse the newer
    // default trailers on uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: PHOTO_CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, storedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    url: photoUrl(options.baseUrl),
  };
}

/** The configured storage: the bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createPhotoStorage(env: Env): PhotoStorage {
  if (env.S3_BUCKET === undefined) return createDiskStorage(uploadsDirectory(env), { baseUrl: env.PHOTO_BASE_URL });
  return createS3Storage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    baseUrl: env.PHOTO_BASE_URL,
  });
}

/** Photos on the local disk: the default storage, and where `photos:migrate` copies from. */
export function uploadsDirectory(env: Pick<Env, 'DATA_DIR'>): string {
  return join(env.DATA_DIR, 'uploads');
}
