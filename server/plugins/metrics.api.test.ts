import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, tinyPng } from '#server/hardening/harness.ts';
import { insertListing } from '#server/features/listings/test-listings.ts';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '#server/test-utils/test-app.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';

/** The value of one sample line (`name{labels} value`) in Prometheus's text format, or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `) || (labels === '' && l.startsWith(`${name} `)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist, and nothing is measured', async () => {
    const t = await buildTestApp();
    try {
      expect((await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(
        404,
      );
    } finally {
      await t.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let baseUrl: string;
  const scrape = async () => {
    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, SEARCH_CACHE_SECONDS: '300' } });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('refuses a missing or wrong token with 401 and a Bearer challenge', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('answers Prometheus text: requests by route pattern and status, with latency buckets', async () => {
    const owner = await createTestUser(t.db, { role: 'owner' });
    const listing = await insertListing(t.db, owner.id);
    await t.app.inject(`/api/apartments/${listing.id}`);
    await t.app.inject(`/api/apartments/${listing.id}`);
    await t.app.inject('/api/apartments/2000000000');
    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const labels = (status: number) => `method="GET",route="/api/apartments/:id",status="${status}"`;
    expect(sample(text, 'dar_http_request_duration_seconds_count', labels(200))).toBe(2);
    expect(sample(text, 'dar_http_request_duration_seconds_count', labels(404))).toBe(1);
    expect(sample(text, 'dar_http_request_duration_seconds_bucket', `le="+Inf",${labels(200)}`)).toBe(2);
    // One series per route, never per id.
    expect(text).not.toContain(`/api/apartments/${listing.id}"`);
  });

  it('counts search pages answered from memory and computed', async () => {
    const before = await scrape();
    const hits = (text: string, outcome: string) =>
      sample(text, 'dar_search_cache_requests_total', `outcome="${outcome}"`) ?? 0;
    await t.app.inject('/api/apartments?city=erbil');
    await t.app.inject('/api/apartments?city=erbil');
    await t.app.inject('/api/apartments?city=erbil');
    const after = await scrape();
    expect(hits(after, 'miss') - hits(before, 'miss')).toBe(1);
    expect(hits(after, 'hit') - hits(before, 'hit')).toBe(2);
  });

  it('counts the listings a computed page took as kept JSON or read', async () => {
    await insertListing(t.db, null, { location_en: 'Kufa, Najaf', location_ar: 'الكوفة، النجف' });
    const listings = async (outcome: string) =>
      sample(await scrape(), 'dar_listing_json_requests_total', `outcome="${outcome}"`) ?? 0;
    const [hitsBefore, missesBefore] = [await listings('hit'), await listings('miss')];
    // Najaf's first page reads its listing; another sort is another page, which takes it as kept.
    await t.app.inject('/api/apartments?city=najaf&sort=price_asc');
    expect(await listings('miss')).toBeGreaterThan(missesBefore);
    const misses = await listings('miss');
    await t.app.inject('/api/apartments?city=najaf&sort=price_desc');
    expect(await listings('miss')).toBe(misses);
    expect(await listings('hit')).toBeGreaterThan(hitsBefore);
  });

  it('times the stages of a photo upload', async () => {
    const owner = await sessionCookie(t.app, await createTestUser(t.db, { role: 'owner' }));
    const body = multipartBody([{ data: await tinyPng() }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { ...body.headers, ...owner },
    });
    expect(upload.statusCode).toBe(201);
    const text = await scrape();
    expect(sample(text, 'dar_photo_processing_seconds_count', 'stage="encode"')).toBe(1);
    expect(sample(text, 'dar_photo_processing_seconds_count', 'stage="store"')).toBe(1);
  });

  it('counts the notification streams open now', async () => {
    const user = await sessionCookie(t.app, await createTestUser(t.db));
    const abort = new AbortController();
    const stream = await fetch(`${baseUrl}/api/notifications/stream`, { headers: user, signal: abort.signal });
    expect(stream.status).toBe(200);
    expect(sample(await scrape(), 'dar_notification_streams')).toBe(1);
    abort.abort();
    await stream.body?.cancel().catch(() => {});
    await expect.poll(async () => sample(await scrape(), 'dar_notification_streams')).toBe(0);
  });

  it('shows process memory, the event loop delay and the database pools', async () => {
    const text = await scrape();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    if (t.database.engine === 'postgres') {
      expect(sample(text, 'dar_db_pool_connections', 'pool="primary",state="idle"')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'dar_db_pool_connections', 'pool="primary",state="waiting"')).toBe(0);
    } else {
      expect(text).toContain('# TYPE dar_db_pool_connections gauge');
    }
  });

  it('shows what another part registers: a job queue feeds its depth and failures', async () => {
    let depth = 3;
    t.app.metrics.registerGauge({
      name: 'dar_test_jobs_queued',
      help: 'Jobs waiting, by queue',
      labelNames: ['queue'],
      collect: async () => [
        { labels: { queue: 'mail' }, value: depth },
        { labels: { queue: 'cleanup' }, value: 0 },
      ],
    });
    t.app.metrics.registerCounter({ name: 'dar_test_jobs_failed_total', help: 'Jobs failed', collect: () => 7 });
    expect(sample(await scrape(), 'dar_test_jobs_queued', 'queue="mail"')).toBe(3);
    depth = 1;
    const text = await scrape();
    expect(sample(text, 'dar_test_jobs_queued', 'queue="mail"')).toBe(1);
    expect(sample(text, 'dar_test_jobs_failed_total')).toBe(7);
  });
});
