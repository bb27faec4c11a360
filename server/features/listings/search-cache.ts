import { LRUCache } from 'lru-cache';

/** Migration 0004's trigger announces every change of the listings table here. */
export const LISTINGS_CHANNEL = 'dar_listings_changed';

export interface SearchCache<Page> {
  /** The page kept under `key`, or `compute()`'s, kept for the next requests; racing misses share one computation. */
  fetch(key: string, compute: () => Promise<Page>): Promise<Page>;
  /** Forgets every page: a listing was added, changed or removed. */
  clear(): void;
  /**
   * Fetches since the cache was made: hits answered from memory (fresh, stale while it is
   * computed again, or sharing a computation in flight), misses that waited for their own.
   */
  counts(): { hits: number; misses: number };
}

export interface SearchCacheOptions {
  /** How long a page is answered before it is computed again (0: every fetch computes). */
  ttlMs: number;
  /** The least recently used page goes first when more would be kept. */
  maxEntries: number;
  now?: () => number;
  /** In [0, 1): each page lives between 75% and 100% of ttlMs (see EXPIRY_SPREAD). */
  random?: () => number;
}

/**
 * Pages computed together (a list's first visitors) would otherwise expire together and be
 * computed again in one burst: ~4 ms of CPU each (rows, serialization, compression), a stall of
 * every request in flight when a city list's 12 pages come due at once.
 */
const EXPIRY_SPREAD = 0.25;

/**
 * Public search pages in memory for a few seconds (docs/decisions/search-answer-cache.md): the
 * first pages of the lists and city pages are what most visitors ask for, and answering them from
 * memory spares the database round trip, the row mapping and the serialization.
 *
 * lru-cache's `fetch` does the work: misses at the same time share one computation
 * (`compute` travels as the fetch's context), an expired page is still answered while its
 * successor is computed (`allowStale`), a failed computation is not kept, nor the page it was
 * to replace, and `clear()` forgets every page, also those still being computed, whose callers
 * still get their answer (`ignoreFetchAbort`) while nothing computed before the clear is kept.
 */
export function createSearchCache<Page extends {}>({
  ttlMs,
  maxEntries,
  now = Date.now,
  random = Math.random,
}: SearchCacheOptions): SearchCache<Page> {
  const counts = { hits: 0, misses: 0 };
  if (ttlMs <= 0) {
    return {
      fetch: (_key, compute) => {
        counts.misses += 1;
        return compute();
      },
      clear() {},
      counts: () => ({ ...counts }),
    };
  }
  const pages = new LRUCache<string, Page, () => Promise<Page>>({
    max: maxEntries,
    ttl: ttlMs,
    // The injected clock, read at every check (a cached reading would outlive a test's manual clock).
    perf: { now },
    ttlResolution: 0,
    allowStale: true,
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context, options }) => {
      // lru-cache calls a page stale once its age exceeds ttl; ours expires when it reaches it.
      options.ttl = ttlMs * (1 - EXPIRY_SPREAD * random()) - 1;
      return context();
    },
  });
  return {
    async fetch(key, compute) {
      const status: LRUCache.Status<string, Page, () => Promise<Page>> = {};
      const page = (await pages.fetch(key, { context: compute, status })) as Page;
      if (status.fetch === 'miss' || status.fetch === 'refresh') counts.misses += 1;
      else counts.hits += 1;
      return page;
    },
    clear: () => pages.clear(),
    counts: () => ({ ...counts }),
  };
}
