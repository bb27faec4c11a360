import type { Actor } from '../harness.ts';
import {
  type AccessEntries,
  type Cell,
  en,
  everyone,
  listingId,
  type MatrixCase,
  NONE,
  OBJECTS,
  otherOf,
  publicGet,
  selfOf,
} from './cells.ts';

/** Owners and admins manage listings: a renter is refused (403) before any lookup. */
const manageListing = (success: number): Record<Actor, Cell> => ({
  visitor: 401,
  renter: 403,
  owner: { own: success, others: 403, missing: 404 },
  otherOwner: { own: success, others: 403, missing: 404 },
  admin: { own: success, others: success, missing: 404 },
});

/** A valid `POST /api/apartments` body. */
export const NEW_LISTING = {
  title_en: 'Family house in Mansour',
  title_ar: 'بيت عائلي في المنصور',
  description_en: 'Four bedrooms, a garden and parking, close to schools.',
  description_ar: 'أربع غرف نوم وحديقة وموقف سيارات، قريب من المدارس.',
  price: 1_200_000,
  location_en: 'Mansour, Baghdad',
  location_ar: 'المنصور، بغداد',
  area: 240,
  bedrooms: 4,
  bathrooms: 2,
};

/** One case per listing change: the body and the status of success. */
function listingChange(
  path: string,
  method: 'PATCH' | 'DELETE',
  payload: object | undefined,
  success: number,
): MatrixCase[] {
  return [
    {
      name: `${method} listing ${path || ''}`.trim(),
      targets: OBJECTS,
      request: async (context) => ({
        method,
        url: en(`/api/apartments/${await listingId(context)}${path}`),
        headers: context.world.headers(context.actor),
        ...(payload ? { payload } : {}),
      }),
      expected: manageListing(success),
    },
  ];
}

const ownersAndAdmins = (status: number): Record<Actor, Cell> => ({
  visitor: 401,
  renter: 403,
  owner: status,
  otherOwner: status,
  admin: status,
});

export const LISTINGS_ACCESS: AccessEntries = {
  'GET /api/apartments': [
    ...publicGet('search listings', '/api/apartments?city=baghdad&sort=price_asc&limit=5'),
    {
      // Unavailable listings: an admin's, or an owner's on their own listings.
      name: 'search including unavailable listings',
      targets: ['own', 'others'],
      request: async ({ world, actor, target }) => {
        const owner = target === 'own' ? selfOf(world, actor) : otherOf(world, actor);
        return {
          method: 'GET',
          url: en(`/api/apartments?available=all&ownerId=${owner.id}`),
          headers: world.headers(actor),
        };
      },
      expected: {
        visitor: 401,
        renter: 403,
        owner: { own: 200, others: 403 },
        otherOwner: { own: 200, others: 403 },
        admin: 200,
      },
    },
  ],
  'GET /api/apartments/:id': [
    {
      name: 'listing detail',
      targets: OBJECTS,
      request: async (context) => ({
        method: 'GET',
        url: en(`/api/apartments/${await listingId(context)}`),
        headers: context.world.headers(context.actor),
      }),
      expected: everyone({ own: 200, others: 200, missing: 404 }),
    },
  ],
  'POST /api/apartments': [
    {
      name: 'add a listing',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'POST',
        url: en('/api/apartments'),
        headers: world.headers(actor),
        payload: NEW_LISTING,
      }),
      expected: ownersAndAdmins(201),
    },
  ],
  'PATCH /api/apartments/:id': listingChange(
    '',
    'PATCH',
    { description_en: NEW_LISTING.description_en, area: 180 },
    200,
  ),
  'PATCH /api/apartments/:id/price': listingChange('/price', 'PATCH', { price: 750_000 }, 200),
  'PATCH /api/apartments/:id/availability': listingChange('/availability', 'PATCH', { available: false }, 200),
  'PATCH /api/apartments/:id/photos': listingChange(
    '/photos',
    'PATCH',
    { photos: ['https://images.example.com/flat.jpg'] },
    200,
  ),
  'PATCH /api/apartments/:id/details': listingChange(
    '/details',
    'PATCH',
    {
      title_en: NEW_LISTING.title_en,
      title_ar: NEW_LISTING.title_ar,
      location_en: NEW_LISTING.location_en,
      location_ar: NEW_LISTING.location_ar,
      bedrooms: 3,
      bathrooms: 1,
    },
    200,
  ),
  'DELETE /api/apartments/:id': listingChange('', 'DELETE', undefined, 204),
  'GET /api/myproperties': [
    {
      name: 'my properties',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: en('/api/myproperties'),
        headers: world.headers(actor),
      }),
      expected: ownersAndAdmins(200),
    },
  ],
  'GET /api/admin/stats': [
    {
      name: 'dashboard counts',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: en('/api/admin/stats'),
        headers: world.headers(actor),
      }),
      expected: ownersAndAdmins(200),
    },
  ],
  'GET /api/cities': publicGet('cities', '/api/cities'),
};
