import { and, asc, gt, lte, sql } from 'drizzle-orm';
import { absoluteUrl, alternateLinks, listSitemapPages, publicPagePath } from '#common/seo/public-urls.ts';
import { LANGUAGES, pathInLanguage } from '#common/languages.ts';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/rows.ts';
import { listings } from '#server/db/schema.ts';
import { isPubliclyListed } from '../listings/public-listings.ts';

/**
 * The sitemap (sitemaps.org 0.9 with xhtml:link language alternates, as Google reads them): an
 * index over one file of the other pages and files of listings. Each listing is three URLs (one
 * per language), so a file covers a range of 16,000 listing ids: at most 48,000 URLs, under the
 * protocol's 50,000, and ~21 MB, under its 50 MB. Ranges of ids rather than counts of rows keep
 * a listing in the same file for good, whatever is added or removed before it.
 */
export const LISTINGS_PER_SITEMAP = 16_000;

/** Rows read per statement while a file streams out: memory stays bounded at any number of listings. */
const BATCH_ROWS = 500;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = '</urlset>\n';

export const PAGES_SITEMAP_PATH = '/sitemaps/pages.xml';

export function listingsSitemapPath(chunk: number): string {
  return `/sitemaps/listings-${chunk}.xml`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** W3C Datetime to the second. */
function formatLastmod(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** One page in its three languages: a <url> per language, each naming all of them and x-default. */
function pageEntries(origin: string, path: string, lastmod?: Date): string {
  const links = alternateLinks(origin, path)
    .map((link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`)
    .join('');
  const modified = lastmod ? `<lastmod>${formatLastmod(lastmod)}</lastmod>` : '';
  return LANGUAGES.map(
    (language) =>
      `<url><loc>${escapeXml(absoluteUrl(origin, pathInLanguage(path, language)))}</loc>${modified}${links}</url>\n`,
  ).join('');
}

/** The numbers of the listing files that hold at least one public listing. */
export async function findListingChunks(db: Db): Promise<number[]> {
  const rows = await queryRows<{ chunk: number }>(
    db,
    sql`select (k + 1)::int as chunk
        from generate_series(0, (select coalesce(max(${listings.id}), 0) from ${listings}) / ${LISTINGS_PER_SITEMAP}::int) as k
        where exists (
          select 1 from ${listings}
          where ${listings.id} > k * ${LISTINGS_PER_SITEMAP}::int and ${listings.id} <= (k + 1) * ${LISTINGS_PER_SITEMAP}::int
            and ${isPubliclyListed()})
        order by k`,
  );
  return rows.map((row) => Number(row.chunk));
}

export function renderSitemapIndex(origin: string, chunks: readonly number[]): string {
  const files = [PAGES_SITEMAP_PATH, ...chunks.map(listingsSitemapPath)];
  const entries = files.map((path) => `<sitemap><loc>${escapeXml(absoluteUrl(origin, path))}</loc></sitemap>\n`);
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`;
}

/** The home page, the lists, the cities, and the pages about the site. */
export function renderPagesSitemap(origin: string): string {
  return (
    URLSET_OPEN +
    listSitemapPages()
      .map((page) => pageEntries(origin, publicPagePath(page)))
      .join('') +
    URLSET_CLOSE
  );
}

interface SitemapRow {
  id: number;
  updatedAt: Date;
}

/**
 * The public listings of one file, a batch at a time in id order: each statement starts after
 * the last id of the one before (keyset), so no statement reads more than a batch.
 */
export async function* readListingChunk(db: Db, chunk: number): AsyncGenerator<SitemapRow[]> {
  const last = chunk * LISTINGS_PER_SITEMAP;
  let after = (chunk - 1) * LISTINGS_PER_SITEMAP;
  for (;;) {
    const rows = await db
      .select({ id: listings.id, updatedAt: listings.updatedAt })
      .from(listings)
      .where(and(gt(listings.id, after), lte(listings.id, last), isPubliclyListed()))
      .orderBy(asc(listings.id))
      .limit(BATCH_ROWS);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH_ROWS) return;
    after = rows.at(-1)!.id;
  }
}

/** One listings file as it streams out: the first batch (read to know the file is not empty), then the rest. */
export async function* renderListingsSitemap(origin: string, first: SitemapRow[], rest: AsyncIterable<SitemapRow[]>) {
  const entries = (rows: SitemapRow[]) =>
    Buffer.from(
      rows.map((row) => pageEntries(origin, publicPagePath({ name: 'listing', id: row.id }), row.updatedAt)).join(''),
    );
  yield Buffer.from(URLSET_OPEN);
  yield entries(first);
  for await (const rows of rest) yield entries(rows);
  yield Buffer.from(URLSET_CLOSE);
}
