import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT, startServer } from '../server/test-utils/server-process.ts';
import { median } from './stats.ts';

/**
 * Lighthouse is not installed here (and may not be added), so this measures what its mobile
 * profile measures, in Debian's Chromium through playwright-core: a 412×823 phone, 4× CPU
 * slowdown and slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up) applied with DevTools
 * throttling, an empty cache, and the browser's own PerformanceObserver entries.
 */
const CHROMIUM = '/usr/bin/chromium';
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const MOTO_G_POWER =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/130.0.0.0 Mobile Safari/537.36';

export interface RouteResult {
  route: string;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse 10+ weights and mobile curves, without Speed Index (not measurable here). */
  scoreEstimate: number;
  lcpElement: string;
  jsFiles: number;
  jsTransferredBytes: number;
  /** Every script the page loaded until the network was idle (lazy chunks too), gzipped. */
  jsGzipBytes: number;
  /** The scripts index.html names (entry and modulepreload), gzipped: what must arrive before anything runs. */
  jsInitialGzipBytes: number;
  /** Each response: when it started and ended (ms after navigation) and its bytes on the wire. */
  timeline: { url: string; type: string; bytes: number; startMs: number; endMs: number }[];
  totalTransferredBytes: number;
  images: { url: string; bytes: number; type: string; cacheControl: string }[];
}

/** Collected in the page from its first byte on. */
const OBSERVE = `
  window.__perf = { lcp: 0, lcpElement: '', cls: 0, fcp: 0, longTasks: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) { window.__perf.lcp = e.startTime;
    window.__perf.lcpElement = (e.element ? e.element.tagName.toLowerCase() + (e.element.className ? '.' + String(e.element.className).split(' ')[0] : '') : '') + (e.url ? ' ' + e.url.replace(location.origin, '') : ''); } })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__perf.fcp = e.startTime; })
    .observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
`;

export async function benchFrontEnd({
  runs,
  log,
}: {
  runs: number;
  log: (line: string) => void;
}): Promise<RouteResult[]> {
  execFileSync(process.execPath, ['scripts/build-web-if-stale.ts'], { cwd: ROOT, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'dar-bench-web-'));
  // Demo data, as `npm start` on a fresh machine shows it.
  const server = await startServer({ dataDir, env: { SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const listings = (await (await fetch(`${server.url}/api/apartments?limit=1`)).json()) as { id: number }[];
    const routes = ['/', '/sales', `/apartments/${Array.isArray(listings) ? listings[0]?.id : 1}`];
    const results = [];
    for (const route of routes) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(await loadOnce(browser, server.url, route));
      const result = medianRun(route, samples);
      log(
        `  ${route}: LCP ${result.lcpMs.toFixed(0)} ms, TBT ${result.tbtMs.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}, ` +
          `JS ${(result.jsGzipBytes / 1024).toFixed(1)} KB gz, score ≈ ${result.scoreEstimate}`,
      );
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Sample = Omit<RouteResult, 'route' | 'scoreEstimate'>;

async function loadOnce(browser: import('playwright-core').Browser, base: string, route: string): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent: MOTO_G_POWER,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const requests = new Map<string, { url: string; type: string; mime: string; cacheControl: string }>();
    const transferred = new Map<string, number>();
    const times = new Map<string, { start: number; end: number }>();
    let navigationStart = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (navigationStart === 0) navigationStart = event.timestamp;
      times.set(event.requestId, { start: event.timestamp, end: event.timestamp });
    });
    cdp.on('Network.responseReceived', (event) => {
      const headers = event.response.headers as Record<string, string>;
      requests.set(event.requestId, {
        url: event.response.url,
        type: event.type,
        mime: event.response.mimeType,
        cacheControl: headers['cache-control'] ?? headers['Cache-Control'] ?? '',
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      transferred.set(event.requestId, event.encodedDataLength);
      const time = times.get(event.requestId);
      if (time) time.end = event.timestamp;
    });
    await page.goto(base + route, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    // A quiet window after the network settles, as Lighthouse waits before ending TBT.
    await page.waitForTimeout(3000);
    const perf = (await page.evaluate('window.__perf')) as {
      lcp: number;
      lcpElement: string;
      cls: number;
      fcp: number;
      longTasks: [number, number][];
    };
    const tbtMs = perf.longTasks
      .filter(([start]) => start >= perf.fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const html = await (await fetch(base + route)).text();
    const initialScripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
    let jsInitialGzipBytes = 0;
    let jsTransferredBytes = 0;
    let jsGzipBytes = 0;
    let jsFiles = 0;
    let totalTransferredBytes = 0;
    const images = [];
    for (const [id, request] of requests) {
      const bytes = transferred.get(id) ?? 0;
      totalTransferredBytes += bytes;
      if (request.type === 'Script') {
        jsFiles += 1;
        jsTransferredBytes += bytes;
        const gzipped = gzipSync(Buffer.from(await (await fetch(request.url)).arrayBuffer())).length;
        jsGzipBytes += gzipped;
        if (initialScripts.has(new URL(request.url).pathname)) jsInitialGzipBytes += gzipped;
      }
      if (request.type === 'Image' && request.url.startsWith(base)) {
        images.push({
          url: request.url.slice(base.length),
          bytes,
          type: request.mime,
          cacheControl: request.cacheControl,
        });
      }
    }
    const timeline = [...requests].map(([id, request]) => ({
      url: request.url.replace(base, ''),
      type: request.type,
      bytes: transferred.get(id) ?? 0,
      startMs: Math.round(((times.get(id)?.start ?? navigationStart) - navigationStart) * 1000),
      endMs: Math.round(((times.get(id)?.end ?? navigationStart) - navigationStart) * 1000),
    }));
    return {
      fcpMs: perf.fcp,
      lcpMs: perf.lcp,
      lcpElement: perf.lcpElement,
      jsInitialGzipBytes,
      timeline,
      cls: perf.cls,
      tbtMs,
      jsFiles,
      jsTransferredBytes,
      jsGzipBytes,
      totalTransferredBytes,
      images,
    };
  } finally {
    await context.close();
  }
}

/** The run with the median LCP stands for the route (Lighthouse's advice for repeated runs). */
function medianRun(route: string, samples: Sample[]): RouteResult {
  const middle = median(samples.map((s) => s.lcpMs));
  const chosen = samples.reduce((best, s) => (Math.abs(s.lcpMs - middle) < Math.abs(best.lcpMs - middle) ? s : best));
  return { route, ...chosen, scoreEstimate: estimateScore(chosen) };
}

/** Lighthouse's log-normal metric score (core/lib/statistics.js). */
function logNormalScore(median: number, p10: number, value: number): number {
  if (value <= 0) return 1;
  const standardized = (Math.log(value / median) * 0.9061938024368232) / -Math.log(p10 / median);
  const percentile = erfc(standardized) / 2;
  if (value <= p10) return Math.max(0.9, Math.min(1, percentile));
  if (value <= median) return Math.max(0.5, Math.min(0.8999999999999999, percentile));
  return Math.max(0, Math.min(0.49999999999999994, percentile));
}

/** Abramowitz–Stegun 7.1.26 (error < 1.5e-7), enough for a score in whole points. */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const value = poly * Math.exp(-z * z);
  return x >= 0 ? value : 2 - value;
}

/** Mobile curves and weights of Lighthouse 10–12; Speed Index's 10% is left out and the rest rescaled. */
function estimateScore(s: Sample): number {
  const weighted =
    0.1 * logNormalScore(3000, 1800, s.fcpMs) +
    0.25 * logNormalScore(4000, 2500, s.lcpMs) +
    0.3 * logNormalScore(600, 200, s.tbtMs) +
    0.25 * logNormalScore(0.25, 0.1, s.cls);
  return Math.round((weighted / 0.9) * 100);
}
