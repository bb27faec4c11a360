import { freshIp } from '../harness.ts';
import { type AccessEntries, type CellContext, en, everyone, listingId, OBJECTS } from './cells.ts';

/** A lead route on a listing of the actor, of someone else, or on none; each from an address of its own (rate limits). */
function onListing(method: 'GET' | 'POST', path: string) {
  return async (context: CellContext) => ({
    method,
    url: en(`/api/apartments/${await listingId(context)}/${path}`),
    remoteAddress: freshIp(),
    headers: context.world.headers(context.actor),
  });
}

export const LEADS_ACCESS: AccessEntries = {
  'POST /api/apartments/:id/contact': [
    {
      // Anyone may ask for an owner's number (rate-limited); the matrix's owners all have one.
      name: "reveal the owner's number",
      targets: OBJECTS,
      request: onListing('POST', 'contact'),
      expected: everyone({ own: 200, others: 200, missing: 404 }),
    },
  ],
  'POST /api/apartments/:id/view': [
    {
      name: 'count a view',
      targets: OBJECTS,
      request: onListing('POST', 'view'),
      expected: everyone({ own: 204, others: 204, missing: 404 }),
    },
  ],
  'POST /api/apartments/:id/whatsapp-tap': [
    {
      name: 'count a WhatsApp tap',
      targets: OBJECTS,
      request: onListing('POST', 'whatsapp-tap'),
      expected: everyone({ own: 204, others: 204, missing: 404 }),
    },
  ],
  'GET /api/apartments/:id/leads': [
    {
      // Like every listing management route: owners and admins; an owner only on their own.
      name: "a listing's leads",
      targets: OBJECTS,
      request: onListing('GET', 'leads'),
      expected: {
        visitor: 401,
        renter: 403,
        owner: { own: 200, others: 403, missing: 404 },
        otherOwner: { own: 200, others: 403, missing: 404 },
        admin: { own: 200, others: 200, missing: 404 },
      },
    },
  ],
};
