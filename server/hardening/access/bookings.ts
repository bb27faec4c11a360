import { bookingBody, insertBooking, insertListing } from '../harness.ts';
import { type AccessEntries, MISSING_ID, NONE, OBJECTS, en, listingId, otherOf, selfOf, signedIn } from './cells.ts';

function statusChange(id: number, status: 'confirmed' | 'cancelled', headers: Record<string, string>) {
  return { method: 'PATCH' as const, url: en(`/api/bookings/${id}/status`), headers, payload: { status } };
}

export const BOOKINGS_ACCESS: AccessEntries = {
  'POST /api/bookings': [
    {
      name: 'book a listing',
      targets: OBJECTS,
      request: async (context) => ({
        method: 'POST',
        url: en('/api/bookings'),
        headers: context.world.headers(context.actor),
        payload: bookingBody(await listingId(context)),
      }),
      // Nobody books or enquires on their own listing (issue 19).
      expected: signedIn({ own: 403, others: 201, missing: 404 }),
    },
    {
      name: 'send a viewing request without dates',
      targets: OBJECTS,
      request: async (context) => {
        const { check_in: _in, check_out: _out, ...contact } = bookingBody(await listingId(context));
        return {
          method: 'POST',
          url: en('/api/bookings'),
          headers: context.world.headers(context.actor),
          payload: { ...contact, message: 'Can I see it on Friday?' },
        };
      },
      expected: signedIn({ own: 403, others: 201, missing: 404 }),
    },
  ],
  'GET /api/bookings': [
    {
      name: 'list bookings',
      targets: NONE,
      request: async ({ world, actor }) => ({ method: 'GET', url: en('/api/bookings'), headers: world.headers(actor) }),
      expected: signedIn(200),
    },
  ],
  'PATCH /api/bookings/:id/status': [
    {
      // own: a request on the actor's listing (for a renter, the request they made).
      name: 'confirm a booking',
      targets: OBJECTS,
      request: async ({ t, world, actor, target }) => {
        let id = MISSING_ID;
        if (target === 'own' && actor === 'renter') {
          id = (await insertBooking(t.db, (await insertListing(t.db, world.users.owner.id)).id, world.users.renter.id))
            .id;
        } else if (target !== 'missing') {
          const listingOwner = target === 'own' ? selfOf(world, actor) : otherOf(world, actor);
          id = (await insertBooking(t.db, (await insertListing(t.db, listingOwner.id)).id, world.users.stranger.id)).id;
        }
        return statusChange(id, 'confirmed', world.headers(actor));
      },
      expected: {
        visitor: 401,
        renter: { own: 403, others: 404, missing: 404 },
        owner: { own: 200, others: 404, missing: 404 },
        otherOwner: { own: 200, others: 404, missing: 404 },
        admin: { own: 200, others: 200, missing: 404 },
      },
    },
    {
      // own: a request the actor made on someone else's listing.
      name: 'cancel a booking',
      targets: OBJECTS,
      request: async ({ t, world, actor, target }) => {
        let id = MISSING_ID;
        if (target !== 'missing') {
          const listing = await insertListing(t.db, otherOf(world, actor).id);
          const booker = target === 'own' ? selfOf(world, actor) : world.users.stranger;
          id = (await insertBooking(t.db, listing.id, booker.id)).id;
        }
        return statusChange(id, 'cancelled', world.headers(actor));
      },
      expected: {
        visitor: 401,
        renter: { own: 200, others: 404, missing: 404 },
        owner: { own: 200, others: 404, missing: 404 },
        otherOwner: { own: 200, others: 404, missing: 404 },
        admin: { own: 200, others: 403, missing: 404 },
      },
    },
  ],
};
