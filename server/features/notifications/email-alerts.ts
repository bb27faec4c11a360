import { createHmac, timingSafeEqual } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { sql } from 'drizzle-orm';
import type { EmailFrequency } from '#common/notification-preferences.ts';
import { formatDinar } from '#common/format-dinar.ts';
import { isLanguage, type Language, pickText, listingTitle } from '#common/languages.ts';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/rows.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import { fill, type MailItem, type MailTexts, renderMail } from '#server/mail/layout.ts';
import { queueMail } from '#server/mail/mail-jobs.ts';
import type { PhotoUrls } from '../photos/photo-urls.ts';
import { siteLink } from '../auth/account-mail.ts';
import { cityJoin, preferenceMatchSql } from './preference-matching.ts';

/** At most this many listings in one mail; the site shows the rest. */
const MAX_ITEMS = 20;
/** Digests go out at this hour in Baghdad (Iraq keeps UTC+3 all year); weekly ones on Saturday. */
export const DIGEST_HOUR = 9;
const BAGHDAD = 'Asia/Baghdad';
const SATURDAY = 6;

const TEXTS = {
  instantSubject: {
    en: 'A new match for your saved search on Dar',
    ar: 'نتيجة جديدة لبحثك المحفوظ في دار',
    ku: 'ئەنجامێکی نوێ بۆ گەڕانە پاشەکەوتکراوەکەت لە دار',
  },
  digestSubject: {
    en: '{count} updates for your saved search on Dar',
    ar: '{count} تحديثات لبحثك المحفوظ في دار',
    ku: '{count} نوێکاری بۆ گەڕانە پاشەکەوتکراوەکەت لە دار',
  },
  intro: {
    en: 'These listings match your saved search:',
    ar: 'هذه العقارات تطابق بحثك المحفوظ:',
    ku: 'ئەم موڵکانە لەگەڵ گەڕانە پاشەکەوتکراوەکەت دەگونجێن:',
  },
  newListing: { en: 'New: {price} · {location}', ar: 'جديد: {price} · {location}', ku: 'نوێ: {price} · {location}' },
  priceDrop: {
    en: 'Price dropped from {oldPrice} to {newPrice} · {location}',
    ar: 'انخفض السعر من {oldPrice} إلى {newPrice} · {location}',
    ku: 'نرخ دابەزی لە {oldPrice} بۆ {newPrice} · {location}',
  },
  manage: {
    en: 'Manage your saved searches: {url}',
    ar: 'إدارة عمليات البحث المحفوظة: {url}',
    ku: 'بەڕێوەبردنی گەڕانە پاشەکەوتکراوەکانت: {url}',
  },
  unsubscribe: {
    en: 'No more mail for this saved search: {url}',
    ar: 'إيقاف الرسائل لهذا البحث المحفوظ: {url}',
    ku: 'ڕاگرتنی نامە بۆ ئەم گەڕانە پاشەکەوتکراوە: {url}',
  },
} satisfies MailTexts;

/** The signature in an unsubscribe link: it names one saved search, and nobody can forge another. */
export function unsubscribeSignature(secret: string, preferenceId: number): string {
  return createHmac('sha256', secret).update(`unsubscribe:${preferenceId}`).digest('base64url').slice(0, 32);
}

export function isUnsubscribeSignature(secret: string, preferenceId: number, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, preferenceId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The next digest slot after `after`: DIGEST_HOUR o'clock in Baghdad. */
export function nextDigestTime(after: Date): Date {
  const local = new TZDate(after.getTime(), BAGHDAD);
  const slot = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), DIGEST_HOUR, 0, 0, BAGHDAD);
  if (slot.getTime() <= after.getTime()) slot.setDate(slot.getDate() + 1);
  return new Date(slot.getTime());
}

/** The next whole minute (instant alerts go out within one). */
export function nextMinute(after: Date): Date {
  return new Date(Math.floor(after.getTime() / 60_000) * 60_000 + 60_000);
}

/** Whether a digest slot falls on the weekly digest's day (Saturday, the first day of the Iraqi week). */
export function isWeeklyDigestDay(slot: Date): boolean {
  return new TZDate(slot.getTime(), BAGHDAD).getDay() === SATURDAY;
}

interface AlertRow {
  id: number;
  kind: 'new' | 'drop';
  title_en: string;
  title_ar: string;
  title_ku: string;
  location_en: string;
  location_ar: string;
  price: number;
  old_price: number | null;
  image: string | null;
}

/**
 * What a saved search has to tell since `since`: available listings created since then that
 * match it, and price drops (from the user's price_drop notifications) of listings that match it
 * at their new price. The owner's own listings never count.
 */
export async function findAlertItems(db: Db, preferenceId: number, since: Date, until: Date): Promise<AlertRow[]> {
  const from = since.toISOString();
  const to = until.toISOString();
  return queryRows<AlertRow>(
    db,
    sql`select * from (
      (select a.id, 'new' as kind, a.title_en, a.title_ar, a.title_ku, a.location_en, a.location_ar, a.price,
        null::bigint as old_price, a.images[1] as image, a.created_at as at
      from notification_preferences p
      join apartments a on a.created_at > ${from}::timestamptz and a.created_at <= ${to}::timestamptz
      ${cityJoin}
      where p.id = ${preferenceId} and p.notify_new_listings = 'all'
        and a.owner_id is distinct from p.user_id and ${preferenceMatchSql(sql`a.price`)})
      union all
      (select distinct on (a.id) a.id, 'drop' as kind, a.title_en, a.title_ar, a.title_ku, a.location_en, a.location_ar,
        (n.params->>'newPrice')::bigint as price, (n.params->>'oldPrice')::bigint as old_price,
        a.images[1] as image, n.created_at as at
      from notification_preferences p
      join notifications n on n.user_id = p.user_id and n.type = 'price_drop'
        and n.created_at > ${from}::timestamptz and n.created_at <= ${to}::timestamptz
      join apartments a on a.id = n.apartment_id and a.created_at <= ${from}::timestamptz
      ${cityJoin}
      where p.id = ${preferenceId} and p.notify_price_drops = 'all'
        and a.owner_id is distinct from p.user_id and ${preferenceMatchSql(sql`a.price`)}
      order by a.id, n.created_at desc)
    ) items order by at desc limit ${MAX_ITEMS}`,
  );
}

interface Recipient {
  preferenceId: number;
  email: string;
  language: Language;
}

export interface AlertContext {
  db: Db;
  jobs: JobQueue;
  photoUrls: PhotoUrls;
  origin: string;
  secret: string;
}

export function alertMail(
  context: Pick<AlertContext, 'photoUrls' | 'origin' | 'secret'>,
  recipient: Recipient,
  items: AlertRow[],
  frequency: EmailFrequency,
) {
  const l = recipient.language;
  const { origin } = context;
  const query = new URLSearchParams({
    p: String(recipient.preferenceId),
    t: unsubscribeSignature(context.secret, recipient.preferenceId),
  });
  const unsubscribePage = `${siteLink(origin, '/unsubscribe', l)}?${query}`;
  const oneClick = `${origin}/api/unsubscribe?${query}`;
  const mailItems: MailItem[] = items.map((item) => {
    const location = pickText(l, { en: item.location_en, ar: item.location_ar });
    const price = formatDinar(Number(item.price), l);
    const image = item.image ? context.photoUrls.toPublic(item.image) : undefined;
    return {
      title: pickText(l, listingTitle(item)),
      detail:
        item.kind === 'drop' && item.old_price !== null
          ? fill(TEXTS.priceDrop[l], { oldPrice: formatDinar(Number(item.old_price), l), newPrice: price, location })
          : fill(TEXTS.newListing[l], { price, location }),
      url: siteLink(origin, `/apartments/${item.id}`, l),
      ...(image && { imageUrl: new URL(image, origin).href }),
    };
  });
  return renderMail({
    language: l,
    to: recipient.email,
    subject:
      frequency === 'instant' && items.length === 1
        ? TEXTS.instantSubject[l]
        : fill(TEXTS.digestSubject[l], { count: items.length }),
    paragraphs: [TEXTS.intro[l]],
    items: mailItems,
    footer: [
      fill(TEXTS.manage[l], { url: siteLink(origin, '/notification-preferences', l) }),
      fill(TEXTS.unsubscribe[l], { url: unsubscribePage }),
    ],
    // RFC 8058: mail clients offer "unsubscribe" and POST to it without opening a page.
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

/**
 * Mails every enabled saved search of the given frequency what it has to tell since its last
 * mail, and moves its mark forward, both in one transaction per saved search (a mail is queued
 * once, even when two processes run this). Returns how many mails were queued.
 */
export async function sendAlerts(context: AlertContext, frequency: EmailFrequency, now = new Date()): Promise<number> {
  if (frequency === 'none') return 0;
  const { db } = context;
  const due = await queryRows<{ id: number }>(
    db,
    sql`select p.id from notification_preferences p
      where p.enabled and p.email_frequency = ${frequency} and p.emailed_until < ${now.toISOString()}::timestamptz
      order by p.id`,
  );
  let queued = 0;
  for (const { id } of due) {
    const sent = await db.transaction(async (tx) => {
      const [row] = await queryRows<{ email: string; language: string; emailed_until: Date | string }>(
        tx,
        sql`select u.email, u.language, p.emailed_until from notification_preferences p
          join users u on u.id = p.user_id
          where p.id = ${id} and p.enabled and p.email_frequency = ${frequency}
            and p.emailed_until < ${now.toISOString()}::timestamptz
          for update of p skip locked`,
      );
      if (!row) return false;
      const items = await findAlertItems(tx as unknown as Db, id, new Date(row.emailed_until), now);
      await tx.execute(
        sql`update notification_preferences set emailed_until = ${now.toISOString()}::timestamptz where id = ${id}`,
      );
      if (items.length === 0) return false;
      const language = isLanguage(row.language) ? row.language : 'ar';
      const mail = alertMail(context, { preferenceId: id, email: row.email, language }, items, frequency);
      await queueMail(context.jobs, mail, tx as unknown as Db);
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
