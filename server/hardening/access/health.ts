import { HARDENING_METRICS_TOKEN } from '../harness.ts';
import { type AccessEntries, NONE, everyone } from './cells.ts';

export const HEALTH_ACCESS: AccessEntries = {
  'GET /healthz': [
    {
      name: 'liveness',
      targets: NONE,
      request: async () => ({ method: 'GET', url: '/healthz' }),
      expected: everyone(200),
    },
  ],
  'GET /readyz': [
    {
      name: 'readiness',
      targets: NONE,
      request: async () => ({ method: 'GET', url: '/readyz' }),
      expected: everyone(200),
    },
  ],
  // Operators' numbers: a bearer token, whoever the session belongs to.
  'GET /metrics': [
    {
      name: 'metrics without the token',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: '/metrics',
        headers: { ...world.headers(actor), authorization: 'Bearer not-the-token-at-all' },
      }),
      expected: everyone(401),
    },
    {
      name: 'metrics with the token',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: '/metrics',
        headers: { ...world.headers(actor), authorization: `Bearer ${HARDENING_METRICS_TOKEN}` },
      }),
      expected: everyone(200),
    },
  ],
};
