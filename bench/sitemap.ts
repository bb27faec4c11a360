import { rmSync } from 'node:fs';
import { get } from 'node:http';
import { SaxesParser } from 'saxes';
import { migrateDatabase, openDatabase } from '#server/db/client.ts';
import { queryRows } from '#server/db/rows.ts';
import { sql } from 'drizzle-orm';
import { adminQuery, databaseUrl } from '#server/test-utils/postgres-admin.ts';
import { type RunningServer, startServer, tempDataDir } from '#server/test-utils/server-process.ts';
import { generateListings } from './generate-listings.ts';

/**
 * The sitemap at scale (issue 18): listings generated on PostgreSQL, the server in its own
 * process, every file of the sitemap read over HTTP as a crawler reads it. The client parses
 * each file as it streams in (saxes: well-formed, counted) while the server's resident memory is
 * sampled; the claim under test is that memory stays flat however many listings there are.
 */
export interface SitemapResult {
  listings: number;
  /** Available listings, each listed in three languages. */
  publicListings: number;
  files: number;
  urls: number;
  /** The URLs of the listing files (the rest are the pages'). */
  listingUrls: number;
  /** xhtml:link alternates per URL (ar, en, ckb, x-default). */
  alternatesPerUrl: number;
  largestFileUrls: number;
  bytes: number;
  /** The largest file again, gzip as a crawler asks for it. */
  largestFileGzipBytes: number;
  indexMs: number;
  readS: number;
  /** Server RSS before the first file, the highest sampled while streaming, and the process's peak (VmHWM). */
  rssBeforeMb: number;
  rssMaxMb: number;
  peakMb: number;
}

const DATABASE = 'dar_bench_sitemap';
const FILE_TIMEOUT_MS = 300_000;

export async function benchSitemap(options: {
  sizes: number[];
  adminUrl: string;
  log: (line: string) => void;
}): Promise<SitemapResult[]> {
  const url = databaseUrl(options.adminUrl, DATABASE);
  const data = tempDataDir('dar-bench-sitemap-');
  const results: SitemapResult[] = [];
  await adminQuery(options.adminUrl, `drop database if exists ${DATABASE} with (force)`);
  await adminQuery(options.adminUrl, `create database ${DATABASE}`);
  try {
    let rows = 0;
    for (const size of options.sizes) {
      const database = await openDatabase({ url });
      let publicListings: number;
      try {
        await migrateDatabase(database);
        options.log(`sitemap: generating ${size - rows} listings (to ${size})`);
        await generateListings(database.db, size - rows, rows / 1e7);
        rows = size;
        await database.db.execute(sql`vacuum analyze apartments`);
        const [count] = await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from apartments where available`,
        );
        publicListings = count!.n;
      } finally {
        await database.close();
      }
      const server = await startServer({ dataDir: data.dir, databaseUrl: url });
      try {
        options.log(`sitemap ${size}: reading every file`);
        results.push({ listings: size, publicListings, ...(await readSitemap(server)) });
        options.log(`sitemap ${size}: ${JSON.stringify(results.at(-1))}`);
      } finally {
        await server.stop();
      }
    }
  } finally {
    await adminQuery(options.adminUrl, `drop database if exists ${DATABASE} with (force)`);
    rmSync(data.dir, { recursive: true, force: true });
  }
  return results;
}

async function readSitemap(server: RunningServer) {
  let started = performance.now();
  const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const indexMs = performance.now() - started;
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const rssBeforeMb = server.memory().rssMb;
  let rssMaxMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssMaxMb = Math.max(rssMaxMb, server.memory().rssMb);
  }, 20);
  let urls = 0;
  let listingUrls = 0;
  let links = 0;
  let bytes = 0;
  let largest = { path: '', urls: 0 };
  started = performance.now();
  try {
    for (const path of files) {
      const counted = await countFile(`${server.url}${path}`);
      urls += counted.urls;
      if (path.startsWith('/sitemaps/listings-')) listingUrls += counted.urls;
      links += counted.links;
      bytes += counted.bytes;
      if (counted.urls > largest.urls) largest = { path, urls: counted.urls };
    }
  } finally {
    clearInterval(sampler);
  }
  const readS = (performance.now() - started) / 1000;
  const largestFileGzipBytes = await gzipSize(`${server.url}${largest.path}`);
  return {
    files: files.length,
    urls,
    listingUrls,
    alternatesPerUrl: links / urls,
    largestFileUrls: largest.urls,
    bytes,
    largestFileGzipBytes,
    indexMs,
    readS,
    rssBeforeMb,
    rssMaxMb,
    peakMb: server.memory().peakMb,
  };
}

/** Streams one file through a strict XML parser, counting <url> and xhtml:link elements. */
async function countFile(url: string): Promise<{ urls: number; links: number; bytes: number }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FILE_TIMEOUT_MS) });
  if (response.status !== 200 || !response.body) throw new Error(`${url}: ${response.status}`);
  const parser = new SaxesParser({ xmlns: true });
  let urls = 0;
  let links = 0;
  parser.on('opentag', (tag) => {
    if (tag.local === 'url') urls += 1;
    else if (tag.local === 'link') links += 1;
  });
  let bytes = 0;
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    bytes += chunk.length;
    parser.write(decoder.decode(chunk, { stream: true }));
  }
  parser.write(decoder.decode()).close();
  return { urls, links, bytes };
}

/** The bytes of a file as they cross the network to a crawler that accepts gzip (fetch() would inflate them). */
function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { 'accept-encoding': 'gzip' }, timeout: FILE_TIMEOUT_MS }, (response) => {
      if (response.headers['content-encoding'] !== 'gzip') reject(new Error(`${url}: not gzip`));
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
