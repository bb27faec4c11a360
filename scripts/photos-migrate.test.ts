import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '#server/features/listings/test-listings.ts';
import { type S3Server, startS3Server } from '#server/test-utils/s3-server.ts';
import { ROOT } from '#server/test-utils/server-process.ts';
import { buildTestApp, type TestApp } from '#server/test-utils/test-app.ts';

const run = promisify(execFile);

/** `npm run photos:migrate` against a real S3 protocol server, then a bucket-backed app serving an old listing. */
describe('npm run photos:migrate', () => {
  let s3: S3Server;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await buildTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const migrate = (env: Record<string, string>) =>
    run(process.execPath, ['scripts/photos-migrate.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: t.env.DATA_DIR, SESSION_SECRET: 'x'.repeat(40), ...env },
    });

  it('copies the disk photos into the bucket once, and an existing listing keeps working unchanged', async () => {
    const uploads = join(t.env.DATA_DIR, 'uploads');
    mkdirSync(uploads, { recursive: true });
    const id = 'abcdef0123456789abcdef01';
    for (const width of [400, 800, 1600]) writeFileSync(join(uploads, `${id}-${width}.webp`), `webp ${width}`);
    const listing = await insertListing(t.db, null, { images: [`/uploads/${id}-1600.webp`] });
    expect((await t.app.inject(`/uploads/${id}-400.webp`)).statusCode).toBe(404);

    const first = await migrate(s3.env);
    expect(first.stdout).toMatch(/Copied 3 photo files .* 0 were there already/);
    const second = await migrate(s3.env);
    expect(second.stdout).toMatch(/Copied 0 photo files .* 3 were there already/);

    const answered = (await t.app.inject(`/api/apartments/${listing.id}`)).json();
    expect(answered.images).toEqual([`/uploads/${id}-1600.webp`]);
    const photo = await t.app.inject(`/uploads/${id}-400.webp`);
    expect(photo.statusCode).toBe(200);
    expect(photo.body).toBe('webp 400');
  });

  it('refuses to run without a bucket', async () => {
    await expect(migrate({ S3_BUCKET: '' })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/S3_BUCKET/),
    });
  });
});
