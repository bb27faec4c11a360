/** Migration 0004's trigger announces every change of the listings table here. */
export const LISTINGS_CHANNEL = 'dar_listings_changed';

/** One public search page as it goes out: the serialized list, its ETag and the next page's cursor. */
export interface CachedPage {
  body: string;
  etag: string;
  nextCursor: string | undefined;
}

export interface SearchCache {
  /** The page kept under `key`, or `compute()`'s, kept for the next requests; racing misses share one computation. */
  fetch(key: string, compute: () => Promise<CachedPage>): Promise<CachedPage>;
  /** Forgets every page: a listing was added, changed or removed. */
  clear(): void;
}

export interface SearchCacheOptions {
  /** 0 turns the cache off: every fetch computes. */
  ttlMs: number;
  /** The least recently used page goes first when more would be kept. */
  maxEntries: number;
  now?: () => number;
}

/**
 * Public search pages in memory for a few seconds (docs/decisions/search-answer-cache.md): the
 * first pages of the lists and city pages are what most visitors ask for, and answering them from
 * memory spares the database round trip, the row mapping and the serialization.
 */
export function createSearchCache({ ttlMs, maxEntries, now = Date.now }: SearchCacheOptions): SearchCache {
  const entries = new Map<string, { expiresAt: number; page: Promise<CachedPage> }>();
  return {
    fetch(key, compute) {
      if (ttlMs <= 0) return compute();
      const kept = entries.get(key);
      entries.delete(key);
      if (kept && kept.expiresAt > now()) {
        entries.set(key, kept);
        return kept.page;
      }
      const entry = { expiresAt: now() + ttlMs, page: compute() };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      // A failure is not kept: the next request asks the database again.
      entry.page.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.page;
    },
    clear() {
      // Pages still being computed go too: they may have read the rows before the change.
      entries.clear();
    },
  };
}
