import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { storePhotoVariants } from './photo-variants.ts';
import { createDiskStorage, type PhotoStorage } from './storage.ts';

const directory = mkdtempSync(join(tmpdir(), 'dar-variants-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#486' } })
    .jpeg()
    .toBuffer();

describe('storePhotoVariants', () => {
  it('stores the three widths and the share preview together and reports the encode and store times', async () => {
    const stages: string[] = [];
    const url = await storePhotoVariants(createDiskStorage(directory), await photo(), (stage, seconds) => {
      expect(seconds).toBeGreaterThanOrEqual(0);
      stages.push(stage);
    });
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{24}-1600\.webp$/);
    const base = url.slice('/uploads/'.length, -'-1600.webp'.length);
    expect(readdirSync(directory).sort()).toEqual(
      [`${base}-1200x630.jpg`, `${base}-1600.webp`, `${base}-400.webp`, `${base}-800.webp`].sort(),
    );
    expect(stages).toEqual(['encode', 'store']);
  });

  it('leaves no width behind when the storage fails one of them', async () => {
    const failing = join(directory, 'failing');
    const disk = createDiskStorage(failing);
    const storage: PhotoStorage = {
      ...disk,
      put: async (key, data, type) => {
        if (key.endsWith('-800.webp')) throw new Error('bucket unavailable');
        await disk.put(key, data, type);
      },
    };
    await expect(storePhotoVariants(storage, await photo())).rejects.toThrow('bucket unavailable');
    expect(readdirSync(failing)).toEqual([]);
  });
});
