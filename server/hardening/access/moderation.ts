import { freshIp } from '../harness.ts';
import {
  type AccessEntries,
  type Cell,
  en,
  listingId,
  type MatrixCase,
  MISSING_ID,
  NONE,
  OBJECTS,
  otherOf,
} from './cells.ts';
import type { Actor } from '../harness.ts';

/** Admins only: a visitor is told 401, everyone else 403, before any lookup. */
const adminsOnly = (success: Cell): Record<Actor, Cell> => ({
  visitor: 401,
  renter: 403,
  owner: 403,
  otherOwner: 403,
  admin: success,
});

function decision(action: 'hide' | 'dismiss' | 'restore'): MatrixCase[] {
  return [
    {
      name: `${action} a reported listing`,
      targets: ['others', 'missing'],
      request: async (context) => ({
        method: 'POST',
        url: en(`/api/admin/reports/${await listingId(context)}/${action}`),
        headers: context.world.headers(context.actor),
        ...(action === 'hide' ? { payload: { reason: 'The photos are of another flat' } } : {}),
      }),
      expected: adminsOnly({ others: 204, missing: 404 }),
    },
  ];
}

export const MODERATION_ACCESS: AccessEntries = {
  'POST /api/apartments/:id/reports': [
    {
      // Anyone may report, visitors too; nobody reports their own listing (a visitor's "own" is the owner's).
      name: 'report a listing',
      targets: OBJECTS,
      request: async (context) => ({
        method: 'POST',
        url: en(`/api/apartments/${await listingId(context)}/reports`),
        remoteAddress: freshIp(),
        headers: context.world.headers(context.actor),
        payload: { reason: 'fake', note: 'The same photos are on another site.' },
      }),
      expected: {
        visitor: { own: 201, others: 201, missing: 404 },
        renter: { own: 403, others: 201, missing: 404 },
        owner: { own: 403, others: 201, missing: 404 },
        otherOwner: { own: 403, others: 201, missing: 404 },
        admin: { own: 403, others: 201, missing: 404 },
      },
    },
  ],
  'GET /api/admin/reports': [
    {
      name: 'read the moderation queue',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: en('/api/admin/reports'),
        headers: world.headers(actor),
      }),
      expected: adminsOnly(200),
    },
  ],
  'POST /api/admin/reports/:apartmentId/hide': decision('hide'),
  'POST /api/admin/reports/:apartmentId/dismiss': decision('dismiss'),
  'POST /api/admin/reports/:apartmentId/restore': decision('restore'),
  'GET /api/admin/users': [
    {
      name: 'search users',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: en('/api/admin/users?q=test'),
        headers: world.headers(actor),
      }),
      expected: adminsOnly(200),
    },
  ],
  'PATCH /api/admin/users/:id': [
    {
      name: 'verify a user',
      targets: ['others', 'missing'],
      request: async ({ world, actor, target }) => ({
        method: 'PATCH',
        url: en(`/api/admin/users/${target === 'missing' ? MISSING_ID : otherOf(world, actor).id}`),
        headers: world.headers(actor),
        payload: { verified: true },
      }),
      expected: adminsOnly({ others: 200, missing: 404 }),
    },
  ],
};
