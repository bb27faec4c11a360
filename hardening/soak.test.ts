import { expect, it } from 'vitest';
import { LOAD_TEST_ENV, listingBody, registerClient, runLoad, summarise } from './lib/load.ts';
import { recordFigures, table } from './lib/report.ts';
import { sleep, startServer, tempDataDir } from '#server/test-utils/server-process.ts';

/**
 * A bounded soak on the embedded database (the default deployment): first the peak of a mixed
 * load (closed loop, 16 clients), then SOAK_SECONDS at half that rate. No 5xx, no dropped
 * connection, and the server's resident memory after warm-up grows by less than 10%.
 * SOAK_SECONDS defaults to 120 (what CI runs) and is capped at 600 (the issue's 10 minutes).
 */
const SOAK_SECONDS = Math.min(600, Number(process.env.SOAK_SECONDS ?? 120));
const PEAK_SECONDS = Number(process.env.PEAK_SECONDS ?? 15);
const SAMPLE_MS = 5_000;
const MIX = { search: 60, detail: 20, booking: 15, listing: 5 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

it(
  `soak: ${SOAK_SECONDS} s of mixed load at half of peak, no 5xx, memory after warm-up grows < 10%`,
  async () => {
    const data = tempDataDir('dar-hardening-');
    const server = await startServer({ dataDir: data.dir, env: LOAD_TEST_ENV });
    try {
      const owner = await registerClient(server.url, 'owner');
      const renter = await registerClient(server.url, 'renter');
      const listingIds: number[] = [];
      for (let i = 0; i < 20; i++) {
        listingIds.push(((await owner.request('POST', '/api/apartments', listingBody())).body as { id: number }).id);
      }

      const peak = await runLoad({
        renter,
        owner,
        listingIds,
        concurrency: 16,
        durationMs: PEAK_SECONDS * 1000,
        maxRequests: 500_000,
        mix: MIX,
      });
      const peakSummary = summarise(peak);
      const rate = Math.max(1, Math.floor(peakSummary.perSecond / 2));

      const samples: { at: number; rss: number }[] = [];
      const started = Date.now();
      const stop = new AbortController();
      const sampling = (async () => {
        while (!stop.signal.aborted && server.isRunning()) {
          samples.push({ at: Date.now() - started, rss: server.memory().rssMb * 2 ** 20 });
          await sleep(SAMPLE_MS);
        }
      })();
      const soak = await runLoad({
        renter,
        owner,
        listingIds,
        concurrency: 16,
        ratePerSecond: rate,
        durationMs: SOAK_SECONDS * 1000,
        maxRequests: Math.ceil(rate * SOAK_SECONDS * 1.1),
        mix: MIX,
      });
      stop.abort();
      await sampling;
      const soakSummary = summarise(soak);

      const warmUpMs = Math.max(30_000, SOAK_SECONDS * 200);
      const baseline = median(samples.filter((s) => s.at >= warmUpMs && s.at < warmUpMs + 30_000).map((s) => s.rss));
      const final = median(samples.slice(-3).map((s) => s.rss));
      const growth = baseline > 0 ? final / baseline - 1 : Number.NaN;
      const isAlive = server.isRunning();
      const exitCode = await server.stop();

      recordFigures(
        'soak',
        `## Soak (embedded database)\n\nPeak first: 16 clients in a closed loop for ${PEAK_SECONDS} s; then ${SOAK_SECONDS} s at half of that rate (SOAK_SECONDS; CI runs the 120 s default, the issue's 10 minutes is SOAK_SECONDS=600). Mix: 60% search, 20% detail, 15% booking, 5% listing creation. Memory is the server's resident set, sampled every ${SAMPLE_MS / 1000} s; the baseline is the median over the 30 s after a warm-up of ${warmUpMs / 1000} s, the end value the median of the last three samples.\n\n${table(
          [
            [
              'peak: requests / rate',
              `${peakSummary.sent} / ${peakSummary.perSecond} req/s (p50 ${peakSummary.p50} ms, p99 ${peakSummary.p99} ms)`,
            ],
            ['soak: target rate', `${rate} req/s`],
            [
              'soak: requests sent / achieved rate',
              `${soakSummary.sent} / ${soakSummary.perSecond} req/s (p50 ${soakSummary.p50} ms, p99 ${soakSummary.p99} ms)`,
            ],
            ['soak: answers by status', JSON.stringify(soakSummary.byStatus)],
            ['soak: 5xx / network errors', `${soakSummary.fiveXX} / ${soakSummary.networkErrors}`],
            ['soak: bookings and listings created', `${soak.bookingIds.length} + ${soak.listingIds.length}`],
            [
              'memory: at start / baseline after warm-up / end',
              `${mb(samples[0]?.rss ?? 0)} / ${mb(baseline)} / ${mb(final)}`,
            ],
            ['memory: growth after warm-up (must be < 10%)', `${(growth * 100).toFixed(1)}%`],
            ['exit code after SIGTERM', String(exitCode)],
          ],
        )}`,
      );

      expect(isAlive).toBe(true);
      expect(peakSummary.fiveXX + peakSummary.networkErrors).toBe(0);
      expect(soakSummary.fiveXX).toBe(0);
      expect(soakSummary.networkErrors).toBe(0);
      expect(growth).toBeLessThan(0.1);
      expect(exitCode).toBe(0);
    } finally {
      if (server.isRunning()) server.child.kill('SIGKILL');
      data.remove();
    }
  },
  (SOAK_SECONDS + PEAK_SECONDS + 180) * 1000,
);
