import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { validBooking } from '#server/features/bookings/test-bookings.ts';
import { sleep } from '#server/test-utils/server-process.ts';

/** One signed-in (or not) HTTP client of the running server: fetch with a cookie jar of one. */
export class Client {
  cookie = '';
  readonly base: string;
  constructor(base: string) {
    this.base = base;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    init: { signal?: AbortSignal } = {},
  ): Promise<{ status: number; body: unknown; headers: Headers }> {
    const headers: Record<string, string> = { 'accept-language': 'en' };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.base}${path}`, { method, headers, body: payload, signal: init.signal });
    const sid = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (sid) this.cookie = sid.split(';')[0]!;
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: kept as text for the report.
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }
}

export async function registerClient(base: string, role: 'renter' | 'owner'): Promise<Client> {
  const client = new Client(base);
  const response = await client.request('POST', '/api/register', {
    email: `${role}-${randomBytes(5).toString('hex')}@hardening.dar.iq`,
    password: 'hardening-password',
    firstName: 'Load',
    lastName: role,
    role,
  });
  if (response.status !== 201) throw new Error(`register ${role}: ${response.status} ${JSON.stringify(response.body)}`);
  return client;
}

/**
 * The servers of the load tests: one owner and one renter write thousands of times, far past
 * the daily quotas a person meets (those are tested in server/hardening/account-attacks).
 */
export const LOAD_TEST_ENV = { DAILY_QUOTA_SCALE: '10000' };

const CITIES = ['baghdad', 'erbil', 'basra', 'sulaymaniyah', 'najaf', 'all'];

export function listingBody(images: string[] = []) {
  const n = randomBytes(3).toString('hex');
  return {
    title_en: `Hardening flat ${n}`,
    title_ar: `شقة اختبار ${n}`,
    description_en: 'A flat created by the hardening load test, bright and quiet.',
    description_ar: 'شقة أنشأها اختبار التحمل، مضيئة وهادئة.',
    price: 500_000 + Math.floor(Math.random() * 1_000_000),
    location_en: 'Karrada, Baghdad',
    location_ar: 'الكرادة، بغداد',
    area: 80 + Math.floor(Math.random() * 200),
    bedrooms: 1 + Math.floor(Math.random() * 4),
    bathrooms: 1,
    images,
  };
}

export async function photoForm(): Promise<FormData> {
  const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#5a8' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}

export type Operation = 'search' | 'detail' | 'booking' | 'listing' | 'listingWithPhoto';

export interface RequestEvent {
  at: number;
  op: Operation | 'upload';
  status: number;
  ms: number;
  /** The network error's text when there was no HTTP answer. */
  error?: string;
}

export interface LoadResult {
  events: RequestEvent[];
  bookingIds: number[];
  listingIds: number[];
  durationMs: number;
}

export interface LoadOptions {
  renter: Client;
  owner: Client;
  /** Listings to read and book; grows with the listings the load creates. */
  listingIds: number[];
  concurrency: number;
  durationMs: number;
  maxRequests: number;
  /** Requests per second over all workers; unset = as fast as answers come (closed loop). */
  ratePerSecond?: number;
  mix?: Partial<Record<Operation, number>>;
  signal?: AbortSignal;
}

const DEFAULT_MIX: Record<Operation, number> = { search: 60, detail: 20, booking: 15, listing: 5, listingWithPhoto: 0 };

/**
 * A bounded mixed load: stops at the time limit, the request budget, or the signal, whichever
 * comes first. Every answer is recorded with its time; created bookings and listings by id.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const mix = { ...DEFAULT_MIX, ...options.mix };
  const total = Object.values(mix).reduce((a, b) => a + b, 0);
  const pick = (): Operation => {
    let r = Math.random() * total;
    for (const [op, weight] of Object.entries(mix) as [Operation, number][]) {
      r -= weight;
      if (r < 0) return op;
    }
    return 'search';
  };
  const start = Date.now();
  const events: RequestEvent[] = [];
  const bookingIds: number[] = [];
  const listingIds: number[] = [];
  let issued = 0;
  const interval = options.ratePerSecond ? (1000 * options.concurrency) / options.ratePerSecond : 0;
  const isDone = () =>
    Date.now() - start >= options.durationMs || issued >= options.maxRequests || options.signal?.aborted === true;

  /** Sends one HTTP request and records it as an event of its own (a compound operation makes several). */
  const timed = async <T extends { status: number; body: unknown }>(
    op: Operation | 'upload',
    send: () => Promise<T>,
  ) => {
    const began = Date.now();
    try {
      const response = await send();
      events.push({ at: began - start, op, status: response.status, ms: Date.now() - began });
      return response;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      events.push({ at: began - start, op, status: 0, ms: Date.now() - began, error: cause?.code ?? String(error) });
      return undefined;
    }
  };

  const one = async (op: Operation): Promise<void> => {
    const ids = options.listingIds;
    const anyId = () => ids[Math.floor(Math.random() * ids.length)] ?? 1;
    switch (op) {
      case 'search': {
        const city = CITIES[Math.floor(Math.random() * CITIES.length)];
        await timed(op, () => options.renter.request('GET', `/api/apartments?city=${city}&sort=newest&limit=24`));
        return;
      }
      case 'detail':
        await timed(op, () => options.renter.request('GET', `/api/apartments/${anyId()}`));
        return;
      case 'booking': {
        const response = await timed(op, () => options.renter.request('POST', '/api/bookings', validBooking(anyId())));
        if (response?.status === 201) bookingIds.push((response.body as { id: number }).id);
        return;
      }
      case 'listing':
      case 'listingWithPhoto': {
        let images: string[] = [];
        if (op === 'listingWithPhoto') {
          const form = await photoForm();
          const upload = await timed('upload', () => options.owner.request('POST', '/api/upload', form));
          if (upload?.status !== 201) return;
          images = [(upload.body as { fileUrl: string }).fileUrl];
        }
        const response = await timed(op, () => options.owner.request('POST', '/api/apartments', listingBody(images)));
        if (response?.status === 201) {
          const id = (response.body as { id: number }).id;
          listingIds.push(id);
          ids.push(id);
        }
      }
    }
  };

  const worker = async (index: number) => {
    let next = start + (interval * index) / options.concurrency;
    while (!isDone()) {
      if (interval > 0) {
        const wait = next - Date.now();
        if (wait > 0) await sleep(wait);
        next += interval;
        if (isDone()) break;
      }
      issued += 1;
      await one(pick());
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, i) => worker(i)));
  return { events, bookingIds, listingIds, durationMs: Date.now() - start };
}

/** Counts by status class, 5xx and network errors, and throughput. */
export function summarise(result: LoadResult) {
  const byStatus: Record<string, number> = {};
  for (const e of result.events) {
    const key = e.status === 0 ? `net:${e.error}` : String(e.status);
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  const answered = result.events.filter((e) => e.status > 0);
  const latencies = answered.map((e) => e.ms).sort((a, b) => a - b);
  const quantile = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    sent: result.events.length,
    fiveXX: result.events.filter((e) => e.status >= 500).length,
    networkErrors: result.events.filter((e) => e.status === 0).length,
    byStatus,
    perSecond: Math.round((result.events.length * 1000) / Math.max(1, result.durationMs)),
    p50: quantile(0.5),
    p99: quantile(0.99),
  };
}
