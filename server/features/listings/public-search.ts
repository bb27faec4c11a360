import { totalCountHeader } from '#common/listing-count.ts';
import type { SearchQuery } from '#common/listing-schemas.ts';
import { LRUCache } from 'lru-cache';
import type { Database } from '#server/db/client.ts';
import type { WalPosition } from '#server/db/replica.ts';
import { type PreparedJson, prepareJson } from '#server/plugins/transfer.ts';
import type { SessionUser } from '../auth/session-store.ts';
import type { PhotoUrls } from '../photos/photo-urls.ts';
import { createListingJson } from './listing-json.ts';
import { createSearchCache } from './search-cache.ts';
import { findPage } from './repo.ts';
import { searchOptions } from './service.ts';

/** One search page as it goes out: the serialized list (bytes, ETag, compressed forms) and the next page's cursor. */
export interface SearchAnswer {
  list: PreparedJson;
  nextCursor: string | undefined;
  /** The X-Total-Count header's value (common/listing-count.ts). */
  totalCount: string;
}

/** ~30 KB a page (and ~4 KB for each compressed form kept with it): at most ~17 MB of memory. */
const SEARCH_CACHE_ENTRIES = 500;

/** Match counts by filters: a number and its key each, so many more than the pages. */
const COUNT_CACHE_ENTRIES = 5_000;

/** The filters of a public search, apart from its sort, page and fields: what its match count depends on. */
function filtersKey({ sort: _sort, cursor: _cursor, limit: _limit, fields: _fields, ...filters }: SearchQuery): string {
  return JSON.stringify(filters);
}

interface Counts {
  hits: number;
  misses: number;
}

export interface PublicSearch {
  /** A page of `GET /api/apartments`; the public ones (the same for everyone) are kept a few seconds. */
  answer(query: SearchQuery, user: SessionUser | null): Promise<SearchAnswer>;
  /** Forgets every kept page: a listing changed. */
  clear(): void;
  /**
   * Pages answered from memory (hits) and computed (misses) so far, and the listings those
   * pages took as kept or read (listing-json.ts): the metrics' hit ratios.
   */
  counts(): { pages: Counts; listings: Counts };
}

/**
 * The search answers of the API and of the server-rendered pages, made once and kept together.
 * Public pages are read from the replica (when there is one), but never from one that has not
 * yet replayed the last change of the listings: `clear()` notes the primary's position, and
 * the pages computed after it wait for a replica that has it, or read the primary
 * (docs/decisions/read-replicas.md).
 */
export function createPublicSearch({
  database,
  cacheSeconds,
  photoUrls,
}: {
  database: Database;
  cacheSeconds: number;
  photoUrls: PhotoUrls;
}): PublicSearch {
  const cache = createSearchCache<SearchAnswer>({ ttlMs: cacheSeconds * 1000, maxEntries: SEARCH_CACHE_ENTRIES });
  // Another sort or a later page of the same filters matches as many listings: the count made for
  // one is reused for the others as long as a page is kept, and forgotten with the pages.
  const counts =
    cacheSeconds > 0 ? new LRUCache<string, number>({ max: COUNT_CACHE_ENTRIES, ttl: cacheSeconds * 1000 }) : undefined;
  // Bumped by clear(): a count made before a change is not kept after it.
  let generation = 0;
  let changedAt: Promise<WalPosition | undefined> = Promise.resolve(undefined);
  const listingJson = createListingJson(photoUrls);
  return {
    answer(query, user) {
      const search = async (isPublic: boolean): Promise<SearchAnswer> => {
        const started = generation;
        const reader = isPublic ? database.readAfter(await changedAt) : database.db;
        const countKey = isPublic && counts ? filtersKey(query) : undefined;
        const known = countKey === undefined ? undefined : counts?.get(countKey);
        const options = searchOptions(user, query);
        const page = await findPage(reader, query, options, known);
        // Kept from when it was counted, not renewed by each reuse.
        if (countKey !== undefined && known === undefined && started === generation)
          counts?.set(countKey, page.counted);
        return {
          list: prepareJson(await listingJson.page(reader, query.fields ?? 'full', page.entries, options)),
          nextCursor: page.nextCursor,
          totalCount: totalCountHeader(page.counted),
        };
      };
      // `available=all` depends on who asks: never kept, and read from the primary.
      return query.available === 'all' ? search(false) : cache.fetch(JSON.stringify(query), () => search(true));
    },
    clear() {
      cache.clear();
      counts?.clear();
      generation += 1;
      changedAt = database.writePosition();
    },
    counts: () => ({ pages: cache.counts(), listings: listingJson.counts() }),
  };
}

/** The same URL with the next page's cursor (the target of RFC 8288 `Link: <…>; rel="next"`). */
export function nextPageUrl(requestUrl: string, cursor: string): string {
  const url = new URL(requestUrl, 'http://host');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}
