import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { migrateDatabase, openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { SESSION_COOKIE } from '#server/features/auth/session-plugin.ts';
import { createSessionStore } from '#server/features/auth/session-store.ts';
import { insertListing } from '#server/features/listings/test-listings.ts';
import { startServer } from '#server/test-utils/server-process.ts';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.ts';
import { twelveMegapixelJpeg } from './photos.ts';
import { median } from './stats.ts';

export interface PhotoUplinkResult {
  uplinkKbps: number;
  latencyMs: number;
  photoBytes: number;
  /** What the app sent for the photo (the request body), after shrinking it in the browser. */
  sentBytes: number;
  /** Choosing the photo in the management dialog → the server's answer, in the app. */
  appMedianMs: number;
  appRunsMs: number[];
  /** The same photo sent as it is (what the app did before), from the same page and link. */
  unshrunkMedianMs: number;
  unshrunkRunsMs: number[];
}

const SESSION_SECRET = 'bench-session-secret-0123456789abcdef';
/** Issue 21's link: a phone's 2 Mbit/s uplink (and 4 Mbit/s down, 100 ms round trip). */
const UPLINK_KBPS = 2000;
const LATENCY_MS = 100;

/**
 * A 12 MP phone photo uploaded by the app on a slow uplink (Chromium's network emulation): the
 * owner picks it in the management photos dialog, which uploads at once; timed to the server's
 * answer. Beside it, the same file sent unshrunk from the same page.
 */
export async function benchPhotoUplink({
  runs,
  log,
}: {
  runs: number;
  log: (line: string) => void;
}): Promise<PhotoUplinkResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dar-bench-uplink-'));
  try {
    const database = await openDatabase({ dataDir });
    let token: string;
    let title: string;
    try {
      await migrateDatabase(database);
      const [owner] = await database.db
        .insert(users)
        .values({ email: 'uplink-owner@bench.iq', role: 'owner', firstName: 'Bench', lastName: 'Owner' })
        .returning();
      token = await createSessionStore(database.db, SESSION_SECRET).create(owner!.id);
      title = (await insertListing(database.db, owner!.id, { images: [] })).title_en;
    } finally {
      await database.close();
    }
    const jpeg = await twelveMegapixelJpeg();
    const photoPath = join(dataDir, 'phone-photo.jpg');
    writeFileSync(photoPath, jpeg);
    log(`photo uplink: ${(jpeg.length / 1e6).toFixed(1)} MB 12 MP JPEG over ${UPLINK_KBPS} kbit/s, ${runs} runs`);

    const server = await startServer({ dataDir, env: { SESSION_SECRET, LOG_LEVEL: 'warn' } });
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
      await context.addCookies([{ name: SESSION_COOKIE, value: token, url: server.url }]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`${server.url}/en/admin/apartments`);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATENCY_MS,
        uploadThroughput: (UPLINK_KBPS * 1000) / 8,
        downloadThroughput: (2 * UPLINK_KBPS * 1000) / 8,
      });

      const appRunsMs: number[] = [];
      let sentBytes = 0;
      for (let run = 0; run < runs; run += 1) {
        await page.getByRole('button', { name: new RegExp(`Manage photos.*${title}`) }).click();
        const dialog = page.getByRole('dialog', { name: 'Manage photos' });
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/upload'), { timeout: 120_000 });
        const started = performance.now();
        await dialog.locator('input[type="file"]').setInputFiles(photoPath);
        const response = await answered;
        appRunsMs.push(performance.now() - started);
        if (response.status() !== 201) throw new Error(`upload answered ${response.status()}`);
        sentBytes = Number((await response.request().allHeaders())['content-length'] ?? 0);
        await dialog.getByRole('button', { name: 'Close' }).first().click();
        log(`  app: ${(appRunsMs.at(-1)! / 1000).toFixed(2)} s, ${(sentBytes / 1e3).toFixed(0)} KB sent`);
      }

      const unshrunkRunsMs: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const ms = await page.evaluate(async (base64) => {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
          const form = new FormData();
          form.append('photo', new Blob([bytes], { type: 'image/jpeg' }), 'phone-photo.jpg');
          const started = performance.now();
          const response = await fetch('/api/upload', { method: 'POST', body: form, credentials: 'include' });
          if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
          return performance.now() - started;
        }, jpeg.toString('base64'));
        unshrunkRunsMs.push(ms);
        log(`  unshrunk: ${(ms / 1000).toFixed(2)} s`);
      }
      return {
        uplinkKbps: UPLINK_KBPS,
        latencyMs: LATENCY_MS,
        photoBytes: jpeg.length,
        sentBytes,
        appMedianMs: median(appRunsMs),
        appRunsMs,
        unshrunkMedianMs: median(unshrunkRunsMs),
        unshrunkRunsMs,
      };
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
