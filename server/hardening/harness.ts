import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { addDays, todayInBaghdad } from '#common/bookings.ts';
import { ERRORS, type ErrorCode } from '#common/errors.ts';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import type { SessionUser } from '../features/auth/session-store.ts';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '../test-utils/test-app.ts';

/** One registered route as the app itself reports it (method + URL pattern + its schemas). */
export interface RegisteredRoute {
  method: string;
  url: string;
  key: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
}

export const HARDENING_METRICS_TOKEN = 'hardening-metrics-token-0123456789';

export const routeKey = (method: string, url: string) => `${method} ${url}`;

/**
 * The whole app with its route table, as main.ts builds it, plus an identity provider that is
 * configured (so its callback route exists) but unreachable (so nothing leaves 127.0.0.1).
 */
export async function buildRoutedApp(): Promise<TestApp & { routes: RegisteredRoute[] }> {
  const routes: RegisteredRoute[] = [];
  const t = await buildTestApp({
    env: {
      OIDC_ISSUER: 'http://127.0.0.1:9/',
      OIDC_CLIENT_ID: 'dar',
      OIDC_CLIENT_SECRET: 'hardening',
      // So that /metrics exists and is attacked like every other route.
      METRICS_TOKEN: HARDENING_METRICS_TOKEN,
    },
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routes.push({
          method,
          url: route.url,
          key: routeKey(method, route.url),
          schema: route.schema as RegisteredRoute['schema'],
        });
      }
    },
  });
  return { ...t, routes };
}

/**
 * Tables whose content a refused request must leave as it was. rate_limits is left out on
 * purpose: counting refused attempts is its job.
 */
const GUARDED_TABLES = [
  'users',
  'sessions',
  'apartments',
  'bookings',
  'notifications',
  'notification_preferences',
  'contact_messages',
  'listing_reports',
  'listing_leads',
  'listing_lead_keys',
];

/**
 * Test-only bookkeeping in the test's own database: a trigger on each guarded table logs every
 * row inserted, updated or deleted, in the writing transaction (a rolled-back write leaves no
 * entry). A snapshot reads each table's last entry from an index: it costs the same at the
 * thousandth fuzz case as at the first, where a digest of the tables' whole content grew with
 * every listing an accepted case added (bench/hardening.md). An update that rewrites a row with
 * the same values counts too.
 */
const WRITE_LOG = [
  'create table if not exists hardening_writes (id bigserial primary key, name text not null)',
  'create index if not exists hardening_writes_last on hardening_writes (name, id)',
  `create or replace function hardening_log_write() returns trigger language plpgsql as $$
   begin insert into hardening_writes (name) values (TG_TABLE_NAME); return null; end $$`,
  ...GUARDED_TABLES.map(
    (table) =>
      `create or replace trigger hardening_writes after insert or update or delete on ${table} ` +
      'for each row execute function hardening_log_write()',
  ),
];
const LAST_WRITES = sql.raw(
  GUARDED_TABLES.map(
    (table) => `select '${table}' as name, (select max(id) from hardening_writes where name = '${table}') as last`,
  ).join(' union all '),
);
const logging = new WeakSet<Db>();

async function logWrites(db: Db): Promise<void> {
  if (logging.has(db)) return;
  for (const statement of WRITE_LOG) await db.execute(sql.raw(statement));
  logging.add(db);
}

/**
 * What a refused request must leave as it was: the last row written to each guarded table since
 * the database's first snapshot, and every file under DATA_DIR.
 */
export async function snapshot(t: TestApp): Promise<Record<string, string>> {
  await logWrites(t.db);
  const rows = await queryRows<{ name: string; last: string | null }>(t.db, LAST_WRITES);
  const state: Record<string, string> = {};
  for (const row of rows) state[row.name] = row.last === null ? 'no writes' : `last write #${row.last}`;
  state.files = listFiles(t.env.DATA_DIR).join(',');
  return state;
}

export function listFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)))
    .sort();
}

/** Every refusal is JSON `{message, code}`: a non-empty message and a contract code that fits the status. */
export function expectErrorBody(response: LightMyRequestResponse, context: string): void {
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  const body = response.json() as { message?: unknown; code?: unknown };
  expect(typeof body.message, context).toBe('string');
  expect((body.message as string).length, context).toBeGreaterThan(0);
  expect(ERRORS[body.code as ErrorCode]?.status, `${context}: code ${String(body.code)}`).toBe(response.statusCode);
}

export const ACTORS = ['visitor', 'renter', 'owner', 'otherOwner', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/** The people in one matrix cell: the five actors plus a stranger who books others' listings. */
export interface World {
  users: Record<Exclude<Actor, 'visitor'> | 'stranger', SessionUser>;
  headers(actor: Actor): Record<string, string>;
}

export async function createWorld(t: TestApp): Promise<World> {
  // Everyone has a number on WhatsApp, so a listing's contact can be revealed (issue 19).
  const make = (role: SessionUser['role']) => createTestUser(t.db, { role, phone: '+9647701234567', whatsapp: true });
  const users = {
    renter: await make('renter'),
    owner: await make('owner'),
    otherOwner: await make('owner'),
    admin: await make('admin'),
    stranger: await make('renter'),
  };
  const cookies = new Map<Actor, Record<string, string>>([['visitor', {}]]);
  for (const actor of ['renter', 'owner', 'otherOwner', 'admin'] as const) {
    cookies.set(actor, await sessionCookie(t.app, users[actor]));
  }
  return { users, headers: (actor) => cookies.get(actor)! };
}

export { insertBooking } from '../features/bookings/test-bookings.ts';
export { insertListing } from '../features/listings/test-listings.ts';

export function daysFromToday(days: number): string {
  return addDays(todayInBaghdad(), days);
}

/** A valid booking request body for the listing. */
export function bookingBody(apartmentId: number): Record<string, unknown> {
  return {
    apartment_id: apartmentId,
    name: 'Zainab Ali',
    email: 'zainab@example.iq',
    phone: '+964 770 123 4567',
    check_in: daysFromToday(3),
    check_out: daysFromToday(10),
  };
}

let ipCounter = 0;
/** A fresh client address, so the per-IP limits of login, register and contact stay out of the way. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A small real photo. */
export function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
}

export const MULTIPART_BOUNDARY = '----dar-hardening';

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(parts: { field?: string; filename?: string; type?: string; data: Buffer | string }[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const chunks = parts.flatMap(({ field = 'photo', filename = 'photo.png', type = 'image/png', data }) => [
    Buffer.from(
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(data) ? data : Buffer.from(data),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
  };
}

export type Request = InjectOptions & { method: NonNullable<InjectOptions['method']>; url: string };

/**
 * inject(), except that an endless answer (Server-Sent Events, asked with `payloadAsStream`)
 * is read up to its head and then hung up on; a refusal is read whole.
 *
 * Each call first lets the event loop turn: on the embedded database a run of requests
 * settles through promises alone, and inject()'s socket writes (queued with setImmediate) would
 * wait, each holding its request and response, until the test ends (4 GB at 2,000 cases).
 */
export async function send(app: TestApp['app'], request: Request): Promise<LightMyRequestResponse> {
  await setImmediate();
  const response = await app.inject(request);
  if (!request.payloadAsStream) return response;
  const stream = response.stream();
  if (response.statusCode < 400) {
    stream.destroy();
    return Object.assign(response, { body: '', payload: '' });
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  const body = Buffer.concat(chunks).toString('utf8');
  return Object.assign(response, { body, payload: body, json: () => JSON.parse(body) });
}
