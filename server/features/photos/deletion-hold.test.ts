import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withDeletionHold } from './deletion-hold.ts';
import { createDiskStorage } from './storage.ts';

const directory = mkdtempSync(join(tmpdir(), 'dar-hold-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('withDeletionHold', () => {
  it('makes deletes wait while a backup holds them, and lets them through once every hold is released', async () => {
    const storage = withDeletionHold(createDiskStorage(directory));
    await storage.put('a-400.webp', Buffer.from('a'), 'image/webp');
    const first = storage.holdDeletes();
    const second = storage.holdDeletes();
    let isDeleted = false;
    const deleting = storage.delete('a-400.webp').then(() => (isDeleted = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isDeleted).toBe(false);
    expect(await storage.get('a-400.webp')).toBeDefined();

    first();
    first();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isDeleted).toBe(false);
    second();
    await deleting;
    expect(await storage.get('a-400.webp')).toBeUndefined();
    // Not held: at once.
    await storage.put('b-400.webp', Buffer.from('b'), 'image/webp');
    await storage.delete('b-400.webp');
    expect(await storage.get('b-400.webp')).toBeUndefined();
  });
});
