/** Migration 0004's trigger announces every change of the listings table here. */
export const LISTINGS_CHANNEL = 'dar_listings_changed';

export interface SearchCache<Page> {
  /** The page kept under `key`, or `compute()`'s, kept for the next requests; racing misses share one computation. */
  fetch(key: string, compute: () => Promise<Page>): Promise<Page>;
  /** Forgets every page: a listing was added, changed or removed. */
  clear(): void;
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
 */
export function createSearchCache<Page>({
  ttlMs,
  maxEntries,
  now = Date.now,
  random = Math.random,
}: SearchCacheOptions): SearchCache<Page> {
  const entries = new Map<string, Entry<Page>>();
  return {
    fetch(key, compute) {
      if (ttlMs <= 0) return compute();
      const kept = entries.get(key);
      entries.delete(key);
      if (kept && kept.expiresAt > now()) {
        entries.set(key, kept);
        return kept.previous ?? kept.page;
      }
      // A page that only grew old (a change would have cleared it) is still answered while its
      // successor is computed, so no visitor waits for the database when a page expires.
      const entry: Entry<Page> = {
        expiresAt: now() + ttlMs * (1 - EXPIRY_SPREAD * random()),
        page: compute(),
        previous: kept?.isReady ? kept.page : undefined,
        isReady: false,
      };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      entry.page.then(
        () => {
          entry.isReady = true;
          entry.previous = undefined;
        },
        // A failure is not kept, nor the old page: the next request asks the database again.
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.previous ?? entry.page;
    },
    clear() {
      // Pages still being computed go too: they may have read the rows before the change.
      entries.clear();
    },
  };
}

interface Entry<Page> {
  expiresAt: number;
  page: Promise<Page>;
  /** The expired page this one replaces, answered until `page` is ready. */
  previous: Promise<Page> | undefined;
  isReady: boolean;
}
