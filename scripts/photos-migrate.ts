import { EnvError, loadEnv } from '#server/env.ts';
import { copyPhotos } from '#server/features/photos/copy-photos.ts';
import { createDiskStorage, createPhotoStorage, uploadsDirectory } from '#server/features/photos/storage.ts';

/**
 * `npm run photos:migrate`: copies the photos in DATA_DIR/uploads into the bucket named by
 * S3_BUCKET (and the other S3_ settings). Safe to run again, and while the server runs: it
 * copies only what the bucket lacks and changes no listing (their /uploads/ paths are served
 * from the bucket once S3_BUCKET is set).
 */
try {
  const env = loadEnv();
  if (env.S3_BUCKET === undefined) {
    console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) first.');
    process.exit(2);
  }
  const from = uploadsDirectory(env);
  const result = await copyPhotos(createDiskStorage(from), createPhotoStorage(env));
  console.log(
    `Copied ${result.copied} photo files from ${from} into bucket ${env.S3_BUCKET}; ${result.present} were there already.`,
  );
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
