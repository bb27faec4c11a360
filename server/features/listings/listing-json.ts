import { listingCardSchema, listingSchema } from '#common/listing-schemas.ts';
import fastJson, { type Schema } from 'fast-json-stringify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { type PhotoUrls, withPublicPhotos } from '../photos/photo-urls.ts';
import { type ListingFields, type PageEntry, readListings } from './repo.ts';

/**
 * The JSON of a listing, compiled from the route's response schemas (their JSON side: dates as ISO
 * strings). Like zod's encoding it writes only the schema's fields, in ~40% of the time, as it
 * does not check each value first: the rows come from the route's own typed statement
 * (bench/findings.md, thirtieth round; public-search.api.test.ts holds a page to zod's bytes).
 */
const SERIALIZE: Record<ListingFields, (listing: unknown) => string> = {
  full: fastJson(z.toJSONSchema(listingSchema, { io: 'input' }) as Schema),
  card: fastJson(z.toJSONSchema(listingCardSchema, { io: 'input' }) as Schema),
};

/** ~1.3 KB a full listing, ~0.5 KB a card: ~25,000 of them. */
const KEPT_BYTES = 32 * 1024 * 1024;

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

export interface ListingJson {
  /**
   * The JSON list of a page's listings, in its order: each listing's bytes as kept, or read,
   * serialized and kept when none are kept at its version. A listing that is gone, or no longer
   * publicly listed, when it is read is left out.
   */
  page(
    reader: Database['db'],
    fields: ListingFields,
    entries: PageEntry[],
    options: { includeUnavailable: boolean },
  ): Promise<Buffer>;
  /** Listings a page took as kept (hits) and read (misses) so far: the metrics' hit ratio. */
  counts(): { hits: number; misses: number };
}

/**
 * The listings' JSON as the search pages send it, kept by listing and row version (repo.ts
 * ROW_VERSION): one listing's bytes serve every page it is on, whatever that page's filters, sort
 * or cursor, until the listing changes, when its page statement returns the new version and the
 * listing is read again. Nothing has to forget them: a version names one content. Reading, mapping,
 * serializing and encoding a page's 24 full listings was most of an uncached search's CPU in the
 * server (bench/findings.md, thirty-fifth round).
 */
export function createListingJson(photoUrls: PhotoUrls): ListingJson {
  const kept = new LRUCache<string, { version: string; bytes: Buffer }>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (listing) => listing.bytes.length,
  });
  let hits = 0;
  let misses = 0;
  return {
    async page(reader, fields, entries, options) {
      const parts = entries.map(({ id, version }) => {
        const listing = kept.get(`${fields} ${id}`);
        return listing?.version === version ? listing.bytes : undefined;
      });
      const missing = entries.filter((_, index) => parts[index] === undefined).map((entry) => entry.id);
      hits += entries.length - missing.length;
      misses += missing.length;
      if (missing.length > 0) {
        const read = new Map<number, Buffer>();
        for (const { version, listing } of await readListings(reader, missing, fields, options)) {
          const bytes = Buffer.from(SERIALIZE[fields](withPublicPhotos(photoUrls, listing)));
          kept.set(`${fields} ${listing.id}`, { version, bytes });
          read.set(listing.id, bytes);
        }
        entries.forEach((entry, index) => {
          parts[index] ??= read.get(entry.id);
        });
      }
      const listed = parts.filter((part) => part !== undefined);
      return Buffer.concat([OPEN, ...listed.flatMap((part, index) => (index === 0 ? [part] : [COMMA, part])), CLOSE]);
    },
    counts: () => ({ hits, misses }),
  };
}
