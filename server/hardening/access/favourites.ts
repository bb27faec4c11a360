import { type AccessEntries, type CellContext, en, listingId, NONE, OBJECTS, signedIn } from './cells.ts';

/**
 * A favourite is the signed-in user's own: any listing (theirs or someone else's) may be kept;
 * a missing listing is 404. Visitors keep theirs in the browser, not here (401).
 */
const onListing = (method: 'PUT' | 'DELETE', name: string) => [
  {
    name,
    targets: OBJECTS,
    request: async (context: CellContext) => ({
      method,
      url: en(`/api/favourites/${await listingId(context)}`),
      headers: context.world.headers(context.actor),
    }),
    // Forgetting a favourite that is not kept (or of no listing) changes nothing: 204.
    expected: signedIn(method === 'PUT' ? { own: 204, others: 204, missing: 404 } : 204),
  },
];

export const FAVOURITES_ACCESS: AccessEntries = {
  'GET /api/favourites': [
    {
      name: 'my favourites',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: en('/api/favourites'),
        headers: world.headers(actor),
      }),
      expected: signedIn(200),
    },
  ],
  'PUT /api/favourites/:apartmentId': onListing('PUT', 'keep a favourite'),
  'DELETE /api/favourites/:apartmentId': onListing('DELETE', 'forget a favourite'),
};
