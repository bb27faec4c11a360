import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The app's settings for this bucket (S3_BUCKET, S3_ENDPOINT, …). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3 protocol server (s3rver) on 127.0.0.1 and a port the kernel picks, with one empty
 * bucket in a temporary directory: the SDK talks HTTP to it exactly as to a bucket elsewhere.
 */
export async function startS3Server({ port = 0, bucket = 'dar-photos' } = {}): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'dar-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
