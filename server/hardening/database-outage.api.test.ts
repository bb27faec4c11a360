import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-utils/test-app.ts';

/**
 * While PostgreSQL restarts, queries fail with connection errors: that is the service being
 * briefly unavailable (503 with Retry-After, which clients and proxies retry), not a fault of
 * the server (500). Found by hardening/pg-restart.test.ts.
 */
const t = await buildTestApp();
afterAll(() => t.close());

const OUTAGES: [string, () => Error][] = [
  [
    'a refused connection',
    () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  ],
  ['a reset connection', () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
  [
    'a server shutting down (57P01), wrapped by drizzle',
    () =>
      new DrizzleQueryError(
        'select 1',
        [],
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
  ],
  [
    'a server starting up (57P03)',
    () => Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
  ],
  ['a connection lost mid-query', () => new Error('Connection terminated unexpectedly')],
  ['a pool that cannot connect in time', () => new Error('timeout exceeded when trying to connect')],
];
let current: () => Error = () => new Error('unset');
t.app.get('/api/test-outage', async () => {
  throw current();
});

describe('a database outage', () => {
  it.each(OUTAGES)('answers %s with 503 and Retry-After', async (_name, make) => {
    current = make;
    const response = await t.app.inject({ url: '/api/test-outage', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      message: 'The service is unavailable. Please try again shortly.',
      code: 'UNAVAILABLE',
    });
  });

  it('still answers any other failure with a 500 that hides its cause', async () => {
    current = () => Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const response = await t.app.inject({ url: '/api/test-outage', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong. Please try again.', code: 'INTERNAL' });
  });
});
