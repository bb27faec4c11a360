import { freshIp } from '../harness.ts';
import { type AccessEntries, NONE, en, everyone } from './cells.ts';

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
};
