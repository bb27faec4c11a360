import { notificationPreferences, notifications } from '#server/db/schema.ts';
import { unsubscribeSignature } from '#server/features/notifications/email-alerts.ts';
import type { Actor } from '../harness.ts';
import {
  type AccessEntries,
  type Cell,
  type CellContext,
  en,
  everyone,
  MISSING_ID,
  NONE,
  OBJECTS,
  otherOf,
  selfOf,
  signedIn,
} from './cells.ts';

/** A private object: yours, or "not found" (DESIGN.md section 7), whatever your role. */
const privateObject = (success: number): Record<Actor, Cell> => signedIn({ own: success, others: 404, missing: 404 });

/** A notification of the actor (a visitor's "own" is the owner's), of someone else, or none. */
async function notificationId({ t, world, actor, target }: CellContext): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const user = target === 'own' ? selfOf(world, actor) : otherOf(world, actor);
  const text = { ar: 'نص', en: 'Text', ku: 'دەق' };
  const [row] = await t.db
    .insert(notifications)
    .values({ userId: user.id, type: 'new_listing', title: text, message: text })
    .returning({ id: notifications.id });
  return row!.id;
}

async function preferenceId({ t, world, actor, target }: CellContext): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const user = target === 'own' ? selfOf(world, actor) : otherOf(world, actor);
  const [row] = await t.db
    .insert(notificationPreferences)
    .values({ userId: user.id, location: 'baghdad' })
    .returning({ id: notificationPreferences.id });
  return row!.id;
}

export const NOTIFICATIONS_ACCESS: AccessEntries = {
  'GET /api/notifications': [
    {
      name: 'my notifications',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: en('/api/notifications'),
        headers: world.headers(actor),
      }),
      expected: signedIn(200),
    },
  ],
  'PATCH /api/notifications/:id/read': [
    {
      name: 'mark a notification read',
      targets: OBJECTS,
      request: async (context) => ({
        method: 'PATCH',
        url: en(`/api/notifications/${await notificationId(context)}/read`),
        headers: context.world.headers(context.actor),
      }),
      expected: privateObject(200),
    },
  ],
  'DELETE /api/notifications/:id': [
    {
      name: 'delete a notification',
      targets: OBJECTS,
      request: async (context) => ({
        method: 'DELETE',
        url: en(`/api/notifications/${await notificationId(context)}`),
        headers: context.world.headers(context.actor),
      }),
      expected: privateObject(204),
    },
  ],
  'GET /api/notifications/stream': [
    {
      // Server-Sent Events: the answer never ends, so only its head is read (see the test).
      name: 'notification stream',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: en('/api/notifications/stream'),
        headers: world.headers(actor),
        payloadAsStream: true,
      }),
      expected: signedIn(200),
    },
  ],
  'GET /api/notification-preferences': [
    {
      name: 'my saved searches',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: en('/api/notification-preferences'),
        headers: world.headers(actor),
      }),
      expected: signedIn(200),
    },
  ],
  'POST /api/notification-preferences': [
    {
      name: 'save a search',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'POST',
        url: en('/api/notification-preferences'),
        headers: world.headers(actor),
        payload: { listingType: 'rent', location: 'erbil', maxPrice: 900_000 },
      }),
      expected: signedIn(201),
    },
  ],
  'PUT /api/notification-preferences/:id': [
    {
      name: 'change a saved search',
      targets: OBJECTS,
      request: async (context) => ({
        method: 'PUT',
        url: en(`/api/notification-preferences/${await preferenceId(context)}`),
        headers: context.world.headers(context.actor),
        payload: { listingType: 'sale', location: 'basra', enabled: false },
      }),
      expected: privateObject(200),
    },
  ],
  'DELETE /api/notification-preferences/:id': [
    {
      name: 'delete a saved search',
      targets: OBJECTS,
      request: async (context) => ({
        method: 'DELETE',
        url: en(`/api/notification-preferences/${await preferenceId(context)}`),
        headers: context.world.headers(context.actor),
      }),
      expected: privateObject(204),
    },
  ],
  'POST /api/unsubscribe': [
    {
      name: 'one-click unsubscribe from a mailed link (no login needed)',
      targets: OBJECTS,
      request: async (context) => {
        const id = await preferenceId(context);
        const signature = unsubscribeSignature(context.t.env.SESSION_SECRET, id);
        return {
          method: 'POST',
          url: en(`/api/unsubscribe?p=${id}&t=${signature}`),
          headers: { ...context.world.headers(context.actor), 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        };
      },
      expected: everyone(200),
    },
    {
      name: 'unsubscribe with a forged link',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'POST',
        url: en('/api/unsubscribe?p=1&t=forged'),
        headers: world.headers(actor),
      }),
      expected: everyone(404),
    },
  ],
};
