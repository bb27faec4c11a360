import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.ts';
import { startServer } from '#server/test-utils/server-process.ts';
import { median } from './stats.ts';

/**
 * Lighthouse's default mobile profile (a Moto G Power, slow 4G and 4× CPU, simulated from an
 * unthrottled load) against `npm start`'s build with the demo data, in Debian's Chromium.
 */
const CHROMIUM = '/usr/bin/chromium';

/** One Lighthouse run of one route. */
interface Run {
  score: number;
  /** Lighthouse's SEO category (the page's title, description, canonical, hreflang, crawlability). */
  seoScore: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

export interface RouteResult extends Run {
  route: string;
  lighthouseVersion: string;
  /** Every run; the figures above are the medians of each metric. */
  runs: Run[];
  /** The LCP element of the last run, as a CSS selector. */
  lcpElement: string;
  /** The scripts the page names (the modules its start script loads), gzipped: what must arrive before it hydrates. */
  jsInitialGzipBytes: number;
  jsFiles: number;
  /** Scripts as they crossed the wire (brotli from the server), lazy chunks included. */
  jsTransferredBytes: number;
  totalTransferredBytes: number;
  images: { url: string; bytes: number; type: string; cacheControl: string }[];
}

export async function benchFrontEnd({
  runs,
  log,
}: {
  runs: number;
  log: (line: string) => void;
}): Promise<RouteResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dar-bench-web-'));
  // Demo data, as `npm start` on a fresh machine shows it.
  const server = await startServer({ dataDir, env: { SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn' } });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const listings = (await (await fetch(`${server.url}/api/apartments?limit=1`)).json()) as { id: number }[];
    const listing = `/apartments/${listings[0]?.id ?? 1}`;
    // Arabic (the default, right to left) and English pages, rendered by the server.
    const routes = ['/', '/sales', listing, '/en', '/en/sales', `/en${listing}`];
    const initialGzip = await gzipInitialScripts(server.url);
    const results = [];
    for (const route of routes) {
      const reports = [];
      for (let run = 0; run < runs; run += 1) reports.push(await runLighthouse(chrome.port, server.url + route));
      const result = await summarise(route, reports, server.url, initialGzip);
      log(
        `  ${route}: score ${result.score} (SEO ${result.seoScore}), LCP ${result.lcpMs.toFixed(0)} ms, TBT ${result.tbtMs.toFixed(0)} ms, ` +
          `CLS ${result.cls.toFixed(3)} (medians of ${runs}; LCPs ${result.runs.map((r) => r.lcpMs.toFixed(0)).join(', ')})`,
      );
      results.push(result);
    }
    return results;
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** A run whose trace came out broken (NO_NAVSTART happens now and then on a loaded machine) is run again, twice at most. */
async function runLighthouse(port: number, url: string, attempt = 1): Promise<Report> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
  });
  const error = result ? result.lhr.runtimeError : { message: 'no result' };
  if (!error) return (result as NonNullable<typeof result>).lhr;
  if (attempt < 3) return runLighthouse(port, url, attempt + 1);
  throw new Error(`Lighthouse on ${url}: ${error.message}`);
}

function readRun(report: Report): Run {
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance?.score ?? 0) * 100),
    seoScore: Math.round((report.categories.seo?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
  };
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
}

async function summarise(
  route: string,
  reports: Report[],
  base: string,
  jsInitialGzipBytes: number,
): Promise<RouteResult> {
  const runs = reports.map(readRun);
  const middle = (pick: (run: Run) => number) => median(runs.map(pick));
  const last = reports.at(-1) as Report;
  const requests = ((last.audits['network-requests']?.details as { items?: NetworkRequest[] })?.items ?? []).filter(
    (request) => request.url.startsWith(base),
  );
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const images = [];
  for (const request of requests.filter((r) => r.resourceType === 'Image')) {
    const response = await fetch(request.url, { method: 'HEAD' });
    images.push({
      url: request.url.slice(base.length),
      bytes: request.transferSize ?? 0,
      type: request.mimeType ?? '',
      cacheControl: response.headers.get('cache-control') ?? '',
    });
  }
  return {
    route,
    lighthouseVersion: last.lighthouseVersion,
    score: middle((r) => r.score),
    seoScore: middle((r) => r.seoScore),
    fcpMs: middle((r) => r.fcpMs),
    lcpMs: middle((r) => r.lcpMs),
    tbtMs: middle((r) => r.tbtMs),
    cls: middle((r) => r.cls),
    speedIndexMs: middle((r) => r.speedIndexMs),
    runs,
    lcpElement: describeLcpElement(last),
    jsInitialGzipBytes,
    jsFiles: scripts.length,
    jsTransferredBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    totalTransferredBytes: last.audits['total-byte-weight']?.numericValue ?? 0,
    images,
  };
}

/** The CSS selector of the LCP insight's node. */
function describeLcpElement(report: Report): string {
  const items = (report.audits['lcp-breakdown-insight']?.details as { items?: { selector?: string }[] })?.items ?? [];
  return items.find((item) => item.selector)?.selector ?? '';
}

/** What the home page must download before it hydrates: the scripts it names, gzipped (level 6). */
async function gzipInitialScripts(base: string): Promise<number> {
  const html = await (await fetch(`${base}/`)).text();
  const scripts = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  let bytes = 0;
  for (const script of scripts) bytes += gzipSync(Buffer.from(await (await fetch(base + script)).arrayBuffer())).length;
  return bytes;
}
