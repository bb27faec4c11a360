import type { PhotoStorage } from './storage.ts';

export interface HeldStorage extends PhotoStorage {
  /** Makes deletes wait until the returned release is called (a backup copying the files). */
  holdDeletes(): () => void;
}

/**
 * The app's storage: deletes wait while a backup runs, so a photo dropped after the backup's
 * database snapshot is still in its copy of the files (the snapshot's listings show it).
 */
export function withDeletionHold(storage: PhotoStorage): HeldStorage {
  let holds = 0;
  let released: Promise<void> = Promise.resolve();
  let release = () => {};
  return {
    ...storage,
    async delete(key) {
      while (holds > 0) await released;
      await storage.delete(key);
    },
    holdDeletes() {
      if (holds === 0) released = new Promise((resolve) => (release = resolve));
      holds += 1;
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        holds -= 1;
        if (holds === 0) release();
      };
    },
  };
}
