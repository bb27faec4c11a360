import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema, UNREAD_COUNT_HEADER } from '#common/notifications.ts';
import { notifications } from '#server/db/schema.ts';
import type { SessionUser } from '../auth/session-store.ts';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '#server/test-utils/test-app.ts';

let t: TestApp;
let alice: SessionUser;
let bob: SessionUser;
let aliceCookie: { cookie: string };
let bobCookie: { cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  alice = await createTestUser(t.db);
  bob = await createTestUser(t.db);
  aliceCookie = await sessionCookie(t.app, alice);
  bobCookie = await sessionCookie(t.app, bob);
});
afterAll(() => t.close());

let sequence = 0;

/** Stores a notification directly, `minutesAgo` in the past so the order is known. */
async function addNotification(userId: number, fields: Partial<typeof notifications.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await t.db
    .insert(notifications)
    .values({
      userId,
      type: 'price_drop',
      title: { en: `Price drop ${sequence}`, ar: `انخفاض السعر ${sequence}`, ku: `دابەزینی نرخ ${sequence}` },
      message: { en: 'dropped 18%', ar: 'بنسبة 18%', ku: '18% دابەزی' },
      params: { oldPrice: 2_000_000, newPrice: 1_640_000, percent: 18 },
      createdAt: new Date(Date.now() - (1000 - sequence) * 60_000),
      ...fields,
    })
    .returning();
  return row!;
}

async function clearNotifications() {
  await t.db.delete(notifications);
}

describe('GET /api/notifications', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject('/api/notifications');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("lists only the user's own, newest first, in Arabic by default, with the unread count", async () => {
    await clearNotifications();
    const older = await addNotification(alice.id);
    const newer = await addNotification(alice.id, { read: true });
    const newest = await addNotification(alice.id, { apartmentId: null, type: 'other', params: {} });
    await addNotification(bob.id);

    const response = await t.app.inject({ url: '/api/notifications', headers: aliceCookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers[UNREAD_COUNT_HEADER]).toBe('2');
    expect(response.headers['cache-control']).toContain('no-store');
    const body = notificationListSchema.parse(response.json());
    expect(body.map((n) => n.id)).toEqual([newest.id, newer.id, older.id]);
    expect(response.json()[2]).toEqual({
      id: older.id,
      type: 'price_drop',
      title: older.title.ar,
      message: 'بنسبة 18%',
      params: { oldPrice: 2_000_000, newPrice: 1_640_000, percent: 18 },
      apartmentId: null,
      read: false,
      createdAt: older.createdAt.toISOString(),
    });
    expect(Object.keys(response.json()[0]).sort()).toEqual(
      ['apartmentId', 'createdAt', 'id', 'message', 'params', 'read', 'title', 'type'].sort(),
    );
  });

  it('answers in the language asked for: ?lang= first, then Accept-Language', async () => {
    await clearNotifications();
    const row = await addNotification(alice.id);
    const english = await t.app.inject({ url: '/api/notifications?lang=en', headers: aliceCookie });
    expect(english.json()[0]).toMatchObject({ title: row.title.en, message: 'dropped 18%' });
    const kurdish = await t.app.inject({
      url: '/api/notifications',
      headers: { ...aliceCookie, 'accept-language': 'ckb-IQ,en;q=0.5' },
    });
    expect(kurdish.json()[0]).toMatchObject({ title: row.title.ku });
    const queryWins = await t.app.inject({
      url: '/api/notifications?lang=ar',
      headers: { ...aliceCookie, 'accept-language': 'en' },
    });
    expect(queryWins.json()[0]).toMatchObject({ title: row.title.ar });
    const unknown = await t.app.inject({ url: '/api/notifications?lang=xx', headers: aliceCookie });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()[0]).toMatchObject({ title: row.title.ar });
  });

  it('answers at most 100 and an empty array for a user with none', async () => {
    await clearNotifications();
    await t.db.insert(notifications).values(
      Array.from({ length: 105 }, (_, i) => ({
        userId: alice.id,
        type: 'other' as const,
        title: { en: `n${i}`, ar: `n${i}`, ku: `n${i}` },
        message: { en: 'm', ar: 'm', ku: 'm' },
      })),
    );
    const response = await t.app.inject({ url: '/api/notifications', headers: aliceCookie });
    expect(response.json()).toHaveLength(100);
    expect(response.headers[UNREAD_COUNT_HEADER]).toBe('105');
    const none = await t.app.inject({ url: '/api/notifications', headers: bobCookie });
    expect(none.json()).toEqual([]);
    expect(none.headers[UNREAD_COUNT_HEADER]).toBe('0');
  });
});

describe('PATCH /api/notifications/:id/read', () => {
  it('marks the own notification read, twice without harm', async () => {
    const row = await addNotification(alice.id);
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/notifications/${row.id}/read?lang=en`,
        headers: aliceCookie,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: row.id, read: true, title: row.title.en });
    }
    const [stored] = await t.db.select().from(notifications).where(eq(notifications.id, row.id));
    expect(stored?.read).toBe(true);
  });

  it("refuses someone else's notification with 404 and leaves it unread", async () => {
    const row = await addNotification(bob.id);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${row.id}/read`,
      headers: aliceCookie,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'غير موجود' });
    const [stored] = await t.db.select().from(notifications).where(eq(notifications.id, row.id));
    expect(stored?.read).toBe(false);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 404 for the malformed id %s', async (id) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${id}/read`,
      headers: aliceCookie,
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 401 without a session and 403 from another site', async () => {
    const row = await addNotification(alice.id);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/notifications/${row.id}/read` })).statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${row.id}/read`,
      headers: { ...aliceCookie, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    const [stored] = await t.db.select().from(notifications).where(eq(notifications.id, row.id));
    expect(stored?.read).toBe(false);
  });
});

describe('DELETE /api/notifications/:id', () => {
  it('deletes the own notification', async () => {
    const row = await addNotification(alice.id);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${row.id}`,
      headers: aliceCookie,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await t.db.select().from(notifications).where(eq(notifications.id, row.id))).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/notifications/${row.id}`, headers: aliceCookie });
    expect(again.statusCode).toBe(404);
  });

  it("refuses someone else's notification with 404 and keeps it", async () => {
    const row = await addNotification(bob.id);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${row.id}`,
      headers: aliceCookie,
    });
    expect(response.statusCode).toBe(404);
    expect(await t.db.select().from(notifications).where(eq(notifications.id, row.id))).toHaveLength(1);
  });

  it('answers 404 for a malformed id and 401 without a session', async () => {
    const row = await addNotification(alice.id);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/notifications/x1', headers: aliceCookie })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/notifications/${row.id}` })).statusCode).toBe(401);
    expect(await t.db.select().from(notifications).where(eq(notifications.id, row.id))).toHaveLength(1);
  });
});
