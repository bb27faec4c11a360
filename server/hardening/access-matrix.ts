import { randomBytes } from 'node:crypto';
import { notificationPreferences, notifications, users } from '../db/schema.ts';
import { hashPassword } from '../features/users/passwords.ts';
import type { TestApp } from '../test-utils/test-app.ts';
import {
  type Actor,
  bookingBody,
  freshIp,
  insertBooking,
  insertListing,
  multipartBody,
  type Request,
  tinyPng,
  type World,
} from './harness.ts';

/**
 * Who may do what (DESIGN.md section 7), one entry per route of the app. Each cell is run on
 * fresh fixtures: `own` is the actor's object, `others` belongs to another owner (the owner's
 * for everyone but the owner, the other owner's for the owner), `missing` does not exist, and
 * `none` is a route without an object.
 */
export type Target = 'own' | 'others' | 'missing' | 'none';
type Cell = number | Partial<Record<Target, number>>;

export interface CellContext {
  t: TestApp;
  world: World;
  actor: Actor;
  target: Target;
}

export interface MatrixCase {
  name: string;
  targets: readonly Target[];
  request(context: CellContext): Promise<Request>;
  expected: Record<Actor, Cell>;
}

export const MISSING_ID = 2_000_000_000;
const NONE = ['none'] as const;
const OBJECTS = ['own', 'others', 'missing'] as const;

export function expectedStatus(c: MatrixCase, actor: Actor, target: Target): number {
  const cell = c.expected[actor];
  if (typeof cell === 'number') return cell;
  const status = cell[target];
  if (status === undefined) throw new Error(`${c.name}: no expectation for ${actor} on ${target}`);
  return status;
}

const everyone = (cell: Cell): Record<Actor, Cell> => ({
  visitor: cell,
  renter: cell,
  owner: cell,
  otherOwner: cell,
  admin: cell,
});
const signedIn = (cell: Cell): Record<Actor, Cell> => ({
  visitor: 401,
  renter: cell,
  owner: cell,
  otherOwner: cell,
  admin: cell,
});

/** The user whose objects count as "someone else's" for this actor. */
function otherOf(world: World, actor: Actor) {
  return actor === 'owner' ? world.users.otherOwner : world.users.owner;
}

/** The actor's own user; a visitor has none, so their "own" object is the owner's. */
function selfOf(world: World, actor: Actor) {
  return actor === 'visitor' ? world.users.owner : world.users[actor];
}

/** A listing of the actor, of someone else, or the id of none. */
async function listingId({ t, world, actor, target }: CellContext): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const owner = target === 'own' ? selfOf(world, actor) : otherOf(world, actor);
  return (await insertListing(t.db, owner.id)).id;
}

/** Owners and admins manage listings: a renter is refused (403) before any lookup. */
const manageListing = (success: number): Record<Actor, Cell> => ({
  visitor: 401,
  renter: 403,
  owner: { own: success, others: 403, missing: 404 },
  otherOwner: { own: success, others: 403, missing: 404 },
  admin: { own: success, others: success, missing: 404 },
});
const ownersAndAdmins = (status: number): Record<Actor, Cell> => ({
  visitor: 401,
  renter: 403,
  owner: status,
  otherOwner: status,
  admin: status,
});
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

const publicGet = (name: string, url: string): MatrixCase[] => [
  {
    name,
    targets: NONE,
    request: async ({ world, actor }) => ({ method: 'GET', url, headers: world.headers(actor) }),
    expected: everyone(200),
  },
];

const en = (url: string) => `${url}${url.includes('?') ? '&' : '?'}lang=en`;

export const ACCESS_MATRIX: Record<string, MatrixCase[]> = {
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
  'POST /api/register': [
    {
      name: 'register a new account',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'POST',
        url: en('/api/register'),
        remoteAddress: freshIp(),
        headers: world.headers(actor),
        payload: {
          email: `new-${randomBytes(6).toString('hex')}@test.iq`,
          password: 'a-long-password',
          firstName: 'Noor',
          lastName: 'Hassan',
        },
      }),
      expected: everyone(201),
    },
    {
      name: 'register as admin',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'POST',
        url: en('/api/register'),
        remoteAddress: freshIp(),
        headers: world.headers(actor),
        payload: {
          email: `new-${randomBytes(6).toString('hex')}@test.iq`,
          password: 'a-long-password',
          firstName: 'Noor',
          lastName: 'Hassan',
          role: 'admin',
        },
      }),
      expected: everyone(400),
    },
  ],
  'POST /api/login': [
    {
      name: 'right password',
      targets: NONE,
      request: async ({ t, world, actor }) => ({
        method: 'POST',
        url: en('/api/login'),
        remoteAddress: freshIp(),
        headers: world.headers(actor),
        payload: { email: await userWithPassword(t, 'a-long-password'), password: 'a-long-password' },
      }),
      expected: everyone(200),
    },
    {
      name: 'wrong password',
      targets: NONE,
      request: async ({ t, world, actor }) => ({
        method: 'POST',
        url: en('/api/login'),
        remoteAddress: freshIp(),
        headers: world.headers(actor),
        payload: { email: await userWithPassword(t, 'a-long-password'), password: 'not-the-password' },
      }),
      expected: everyone(401),
    },
  ],
  'POST /api/logout': [
    {
      name: 'log out',
      targets: NONE,
      request: async ({ world, actor }) => ({ method: 'POST', url: en('/api/logout'), headers: world.headers(actor) }),
      expected: everyone(204),
    },
  ],
  'GET /api/auth/user': [
    {
      name: 'who am I',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: en('/api/auth/user'),
        headers: world.headers(actor),
      }),
      expected: signedIn(200),
    },
  ],
  'POST /api/auth/role': [
    {
      name: 'become owner',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'POST',
        url: en('/api/auth/role'),
        headers: world.headers(actor),
        payload: { role: 'owner' },
      }),
      expected: signedIn(200),
    },
    {
      name: 'become admin',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'POST',
        url: en('/api/auth/role'),
        headers: world.headers(actor),
        payload: { role: 'admin' },
      }),
      expected: signedIn(400),
    },
  ],
  'GET /api/login': [
    {
      name: 'start an external login',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: '/api/login?role=owner',
        headers: world.headers(actor),
      }),
      expected: everyone(302),
    },
  ],
  'GET /api/login/callback': [
    {
      name: 'external login callback without a flow',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: '/api/login/callback?code=x&state=y',
        headers: world.headers(actor),
      }),
      expected: everyone(302),
    },
  ],
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
      expected: signedIn({ own: 201, others: 201, missing: 404 }),
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
        return {
          method: 'PATCH',
          url: en(`/api/bookings/${id}/status`),
          headers: world.headers(actor),
          payload: { status: 'confirmed' },
        };
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
        return {
          method: 'PATCH',
          url: en(`/api/bookings/${id}/status`),
          headers: world.headers(actor),
          payload: { status: 'cancelled' },
        };
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
  'POST /api/upload': [
    {
      name: 'upload a photo',
      targets: NONE,
      request: async ({ world, actor }) => {
        const body = multipartBody([{ data: await tinyPng() }]);
        return {
          method: 'POST',
          url: en('/api/upload'),
          headers: { ...body.headers, ...world.headers(actor) },
          payload: body.payload,
        };
      },
      expected: { visitor: 401, renter: 403, owner: 201, otherOwner: 201, admin: 201 },
    },
  ],
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
  'GET /uploads/*': [
    {
      name: 'fetch a stored photo',
      targets: ['own', 'missing'],
      request: async ({ t, world, actor, target }) => {
        const key = `${randomBytes(12).toString('hex')}-400.webp`;
        if (target === 'own') await t.app.photoStorage.put(key, await tinyPng(), 'image/webp');
        return { method: 'GET', url: `/uploads/${key}`, headers: world.headers(actor) };
      },
      expected: everyone({ own: 200, missing: 404 }),
    },
  ],
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
  'GET /api/config/map': publicGet('map settings', '/api/config/map'),
  'GET /api/openapi.json': publicGet('OpenAPI document', '/api/openapi.json'),
  'GET /api/docs': publicGet('API docs viewer', '/api/docs'),
  // Swagger UI answers HEAD on the slash form as well.
  'HEAD /api/docs/': [
    {
      name: 'API docs viewer (HEAD)',
      targets: NONE,
      request: async ({ world, actor }) => ({ method: 'HEAD', url: '/api/docs/', headers: world.headers(actor) }),
      expected: everyone(200),
    },
  ],
  'GET /api/docs/json': publicGet('API docs JSON', '/api/docs/json'),
  'GET /api/docs/yaml': publicGet('API docs YAML', '/api/docs/yaml'),
  'GET /api/docs/static/index.html': [
    {
      name: 'API docs viewer by file name (redirect)',
      targets: NONE,
      request: async ({ world, actor }) => ({
        method: 'GET',
        url: '/api/docs/static/index.html',
        headers: world.headers(actor),
      }),
      expected: everyone(302),
    },
  ],
  'GET /api/docs/static/swagger-initializer.js': publicGet(
    'API docs script',
    '/api/docs/static/swagger-initializer.js',
  ),
  'GET /api/docs/static/*': [
    {
      name: 'API docs assets',
      targets: ['own', 'missing'],
      request: async ({ world, actor, target }) => ({
        method: 'GET',
        url: `/api/docs/static/${target === 'own' ? 'swagger-ui.css' : 'nothing-here.css'}`,
        headers: world.headers(actor),
      }),
      expected: everyone({ own: 200, missing: 404 }),
    },
  ],
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
};

async function userWithPassword(t: TestApp, password: string): Promise<string> {
  const email = `login-${randomBytes(6).toString('hex')}@test.iq`;
  await t.db.insert(users).values({ email, passwordHash: await hashPassword(password), firstName: 'L', lastName: 'P' });
  return email;
}
