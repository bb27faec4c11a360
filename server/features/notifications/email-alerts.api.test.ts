import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences, users } from '#server/db/schema.ts';
import { publicOrigin } from '#server/env.ts';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '#server/test-utils/test-app.ts';
import { type SmtpSink, startSmtpSink } from '#server/test-utils/smtp-sink.ts';
import type { SessionUser } from '../auth/session-store.ts';
import { insertListing } from '../listings/test-listings.ts';
import {
  type AlertContext,
  isWeeklyDigestDay,
  nextDigestTime,
  sendAlerts,
  unsubscribeSignature,
} from './email-alerts.ts';

let t: TestApp;
let smtp: SmtpSink;
let context: AlertContext;
let owner: SessionUser;
let ownerCookie: { cookie: string };
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  context = {
    db: t.db,
    jobs: t.app.jobs,
    photoUrls: t.app.photoUrls,
    origin: publicOrigin(t.env),
    secret: t.env.SESSION_SECRET,
  };
  // Starts the job queue, which sends the queued mails.
  await t.app.ready();
  owner = await createTestUser(t.db, { role: 'owner' });
  ownerCookie = await sessionCookie(t.app, owner);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let counter = 0;
async function subscriber(language: 'ar' | 'en' | 'ku' = 'en') {
  counter += 1;
  return createTestUser(t.db, { email: `alerts${counter}@mail.iq`, language });
}

async function savedSearch(userId: number, fields: Partial<typeof notificationPreferences.$inferInsert>) {
  const [row] = await t.db
    .insert(notificationPreferences)
    .values({ userId, listingType: 'rent', location: 'erbil', ...fields })
    .returning();
  return row!;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('alerts by e-mail', () => {
  it('an instant alert mails the new match with its photo and link, and a one-click unsubscribe', async () => {
    const user = await subscriber('en');
    const search = await savedSearch(user.id, { emailFrequency: 'instant' });
    await pause(5);
    const listing = await insertListing(t.db, owner.id, {
      title_en: 'Erbil flat with a garden',
      title_ar: 'شقة في أربيل مع حديقة',
      location_en: 'Ankawa, Erbil',
      location_ar: 'عنكاوا، أربيل',
      images: ['/uploads/0123456789abcdef01234567-1600.webp'],
    });
    expect(await sendAlerts(context, 'instant')).toBe(1);
    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    expect(mail.subject).toBe('A new match for your saved search on Dar');
    expect(mail.text).toContain('Erbil flat with a garden');
    expect(mail.text).toContain(`/en/apartments/${listing.id}`);
    expect(mail.html).toContain('/uploads/0123456789abcdef01234567-1600.webp');
    const signature = unsubscribeSignature(t.env.SESSION_SECRET, search.id);
    expect(mail.headers.get('list-unsubscribe')).toBe(
      `<${context.origin}/api/unsubscribe?p=${search.id}&t=${signature}>`,
    );
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // Sent once: nothing new, nothing mailed.
    expect(await sendAlerts(context, 'instant')).toBe(0);
  });

  it('a daily digest lists new matches and price drops since the last one, in the user’s language, and nothing else', async () => {
    const user = await subscriber('ar');
    const older = await insertListing(t.db, owner.id, {
      title_ar: 'بيت قديم في أربيل',
      location_en: 'Erbil',
      location_ar: 'أربيل',
      price: 1_000_000,
      createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000),
    });
    const search = await savedSearch(user.id, { emailFrequency: 'daily', maxPrice: 2_000_000 });
    await pause(5);
    await insertListing(t.db, owner.id, { title_ar: 'شقة جديدة في أربيل', location_en: 'Erbil', location_ar: 'أربيل' });
    await insertListing(t.db, owner.id, { title_ar: 'شقة في بغداد', location_en: 'Baghdad', location_ar: 'بغداد' });
    await insertListing(t.db, owner.id, {
      title_ar: 'شقة غالية في أربيل',
      location_en: 'Erbil',
      location_ar: 'أربيل',
      price: 5_000_000,
    });
    const drop = await t.app.inject({
      method: 'PATCH',
      url: `/api/apartments/${older.id}/price`,
      headers: ownerCookie,
      payload: { price: 800_000 },
    });
    expect(drop.statusCode).toBe(200);
    // The instant run leaves a daily search alone (the first test's instant search may take these).
    await sendAlerts(context, 'instant');
    expect(await sendAlerts(context, 'daily')).toBe(1);
    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    expect(mail.subject).toBe('2 تحديثات لبحثك المحفوظ في دار');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('شقة جديدة في أربيل');
    expect(mail.text).toContain('بيت قديم في أربيل');
    expect(mail.text).toMatch(/انخفض السعر من 1,000,000 د\.ع إلى 800,000 د\.ع/);
    expect(mail.text).not.toContain('بغداد');
    expect(mail.text).not.toContain('غالية');
    expect(mail.text).toContain(`/apartments/${older.id}`);
    const [after] = await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.id, search.id));
    expect(after!.emailedUntil.getTime()).toBeGreaterThan(search.emailedUntil.getTime());
    expect(await sendAlerts(context, 'daily')).toBe(0);
    await pause(300);
    expect(smtp.mails.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  it('a saved search set to none, or disabled, mails nothing', async () => {
    const user = await subscriber();
    await savedSearch(user.id, { emailFrequency: 'none' });
    await savedSearch(user.id, { emailFrequency: 'daily', enabled: false });
    await pause(5);
    await insertListing(t.db, owner.id, { location_en: 'Erbil', location_ar: 'أربيل' });
    await sendAlerts(context, 'daily');
    await sendAlerts(context, 'none');
    await pause(300);
    expect(smtp.mails.some((m) => m.to.includes(user.email))).toBe(false);
  });

  it('digests go out at 09:00 Baghdad time, weekly ones on Saturday', () => {
    expect(nextDigestTime(new Date('2026-11-23T05:59:00Z')).toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(nextDigestTime(new Date('2026-11-23T06:00:00Z')).toISOString()).toBe('2026-11-24T06:00:00.000Z');
    expect(isWeeklyDigestDay(new Date('2026-11-28T06:00:00Z'))).toBe(true);
    expect(isWeeklyDigestDay(new Date('2026-11-27T06:00:00Z'))).toBe(false);
  });
});

describe('POST /api/unsubscribe (RFC 8058 one-click)', () => {
  it('works without a login, as mail clients send it, and changes only that saved search', async () => {
    const user = await subscriber();
    const first = await savedSearch(user.id, { emailFrequency: 'daily' });
    const second = await savedSearch(user.id, { emailFrequency: 'weekly' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?p=${first.id}&t=${unsubscribeSignature(t.env.SESSION_SECRET, first.id)}&lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/no more e-mail/);
    const rows = await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, user.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.emailFrequency]))).toEqual({
      [first.id]: 'none',
      [second.id]: 'weekly',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toBeDefined();
  });

  it('refuses a forged signature, or one for another saved search', async () => {
    const user = await subscriber();
    const mine = await savedSearch(user.id, { emailFrequency: 'daily' });
    const other = await savedSearch(user.id, { emailFrequency: 'daily' });
    for (const url of [
      `/api/unsubscribe?p=${mine.id}&t=forged`,
      `/api/unsubscribe?p=${mine.id}&t=${unsubscribeSignature(t.env.SESSION_SECRET, other.id)}`,
    ]) {
      const response = await t.app.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(404);
    }
    const [row] = await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.id, mine.id));
    expect(row!.emailFrequency).toBe('daily');
  });
});
