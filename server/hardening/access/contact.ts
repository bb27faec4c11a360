import { contactMessages } from '#server/db/schema.ts';
import { freshIp } from '../harness.ts';
import { type AccessEntries, type CellContext, MISSING_ID, NONE, en, everyone } from './cells.ts';

/** Messages belong to nobody: `own` is a stored message (one the admin may handle), `missing` none. */
async function messageId({ t, target }: CellContext): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const [row] = await t.db
    .insert(contactMessages)
    .values({ name: 'Noor Hassan', email: 'noor@example.iq', message: 'Is the flat in Karrada still free?' })
    .returning({ id: contactMessages.id });
  return row!.id;
}

const ADMIN_ONLY = { visitor: 401, renter: 403, owner: 403, otherOwner: 403, admin: 200 };

export const CONTACT_ACCESS: AccessEntries = {
  'POST /api/contact': [
    {
      name: 'send a contact message',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'POST',
        url: en('/api/contact'),
        remoteAddress: freshIp(),
        headers: world.headers(actor),
        payload: { name: 'Noor Hassan', email: 'noor@example.iq', message: 'Is the flat in Karrada still free?' },
      }),
      expected: everyone(201),
    },
  ],
  'GET /api/contact-messages': [
    {
      name: 'read the contact inbox',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: en('/api/contact-messages'),
        headers: world.headers(actor),
      }),
      expected: { visitor: 401, renter: 403, owner: 403, otherOwner: 403, admin: 200 },
    },
  ],
  'GET /api/admin/messages': [
    {
      name: 'read the admins’ inbox',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: en('/api/admin/messages'),
        headers: world.headers(actor),
      }),
      expected: ADMIN_ONLY,
    },
  ],
  'PATCH /api/admin/messages/:id': [
    {
      name: 'mark a contact message handled',
      targets: ['own', 'missing'],
      request: async (context) => ({
        method: 'PATCH',
        url: en(`/api/admin/messages/${await messageId(context)}`),
        headers: context.world.headers(context.actor),
        payload: { handled: true },
      }),
      expected: {
        visitor: 401,
        renter: 403,
        owner: 403,
        otherOwner: 403,
        admin: { own: 200, missing: 404 },
      },
    },
  ],
};
