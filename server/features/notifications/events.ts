import { type SQL, sql } from 'drizzle-orm';
import { NOTIFICATION_TEXTS, type NotificationText, type NotificationType } from '#common/notifications.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { announcementSql, NOTIFICATIONS_CHANNEL } from './notification-channel.ts';
import { preferenceMatchers } from './preference-matching.ts';
import { dateSql, daySql, localizedColumn, paramsSql, priceSql, renderSql } from './sql-render.ts';

/**
 * The seam between the features that change listings and bookings and the notifications they
 * cause. Each call runs inside the caller's transaction (`tx`), so a rolled-back change creates
 * no notification; each is one INSERT … SELECT, never a loop over users in JavaScript.
 */
/** A new available listing: `new_listing` for users whose enabled preference matches it. */
export async function onListingCreated(tx: Tx | Db, apartmentId: number): Promise<void> {
  const text = NOTIFICATION_TEXTS.newListing;
  await notifyAboutListing(tx, apartmentId, {
    recipients: preferenceMatchers(apartmentId, sql`a.price`, 'notify_new_listings'),
    type: 'new_listing',
    title: renderSql(text.title, LISTING_SLOTS),
    message: renderSql(text.message, LISTING_SLOTS),
    params: { price: sql`a.price` },
  });
}

/** A price change: `price_drop` (matching preferences, bookers and fans) or `price_change` (bookers). */
export async function onPriceChanged(
  tx: Tx | Db,
  apartmentId: number,
  oldPrice: number,
  newPrice: number,
): Promise<void> {
  if (newPrice === oldPrice) return;
  const isDrop = newPrice < oldPrice;
  const percent = dropPercent(oldPrice, newPrice);
  const slots = {
    ...LISTING_SLOTS,
    oldPrice: priceSql(sql`${oldPrice}::bigint`),
    newPrice: priceSql(sql`${newPrice}::bigint`),
    percent: sql`${percent}::text`,
  };
  const text: NotificationText = isDrop ? NOTIFICATION_TEXTS.priceDrop : NOTIFICATION_TEXTS.priceChange;
  await notifyAboutListing(tx, apartmentId, {
    recipients: isDrop
      ? sql`${preferenceMatchers(apartmentId, sql`${newPrice}::bigint`, 'notify_price_drops')} union ${activeBookers(apartmentId)} union ${fans(apartmentId)}`
      : activeBookers(apartmentId),
    type: isDrop ? 'price_drop' : 'price_change',
    title: renderSql(text.title, slots),
    message: renderSql(text.message, slots),
    params: {
      oldPrice: sql`${oldPrice}::bigint`,
      newPrice: sql`${newPrice}::bigint`,
      percent: isDrop ? sql`${percent}::int` : sql`null`,
    },
  });
}

/** Availability or details changed: `property_update` for users with a pending or confirmed booking. */
export async function onListingUpdated(
  tx: Tx | Db,
  apartmentId: number,
  change: 'availability' | 'details',
): Promise<void> {
  const { availableAgain, noLongerAvailable, detailsChanged } = NOTIFICATION_TEXTS;
  const byAvailability = (pick: (text: NotificationText) => NotificationText['title']) =>
    sql`case when a.available then ${renderSql(pick(availableAgain), LISTING_SLOTS)} else ${renderSql(pick(noLongerAvailable), LISTING_SLOTS)} end`;
  await notifyAboutListing(tx, apartmentId, {
    recipients: activeBookers(apartmentId),
    type: 'property_update',
    title: change === 'availability' ? byAvailability((t) => t.title) : renderSql(detailsChanged.title, LISTING_SLOTS),
    message:
      change === 'availability' ? byAvailability((t) => t.message) : renderSql(detailsChanged.message, LISTING_SLOTS),
    params: { change: sql`${change}::text`, available: sql`a.available` },
  });
}

/** A new booking or viewing request: `other` to the listing's owner, with the seeker's phone in its params. */
export async function onBookingCreated(tx: Tx | Db, bookingId: number): Promise<void> {
  const { bookingRequested: booking, viewingRequested: viewing } = NOTIFICATION_TEXTS;
  const byKind = (pick: (text: NotificationText) => NotificationText['title']) =>
    sql`case when b.kind = 'viewing' then ${renderSql(pick(viewing), BOOKING_SLOTS)} else ${renderSql(pick(booking), BOOKING_SLOTS)} end`;
  await insertNotifications(
    tx,
    sql`
    select a.owner_id, 'other', ${byKind((t) => t.title)}, ${byKind((t) => t.message)},
      ${paramsSql({ ...BOOKING_PARAMS, phone: sql`b.phone`, message: sql`left(b.message, 500)` })}, a.id
    from bookings b
    join apartments a on a.id = b.apartment_id
    where b.id = ${bookingId} and a.owner_id is not null and a.owner_id is distinct from b.user_id`,
  );
}

/** Once the owner confirmed, the seeker gets the owner's phone and whether WhatsApp reaches them (1/0). */
const OWNER_CONTACT_PARAMS = {
  phone: sql`case when b.status = 'confirmed' then o.phone end`,
  whatsapp: sql`case when b.status = 'confirmed' and o.phone is not null then (case when o.whatsapp then 1 else 0 end) end`,
};

/** A booking confirmed or declined: `other` to the booker, with the owner's phone when confirmed. */
export async function onBookingStatusChanged(tx: Tx | Db, bookingId: number): Promise<void> {
  const { bookingConfirmed, bookingDeclined, viewingConfirmed, viewingDeclined } = NOTIFICATION_TEXTS;
  const byStatus = (pick: (text: NotificationText) => NotificationText['title']) =>
    sql`case
      when b.kind = 'viewing' and b.status = 'confirmed' then ${renderSql(pick(viewingConfirmed), BOOKING_SLOTS)}
      when b.kind = 'viewing' then ${renderSql(pick(viewingDeclined), BOOKING_SLOTS)}
      when b.status = 'confirmed' then ${renderSql(pick(bookingConfirmed), BOOKING_SLOTS)}
      else ${renderSql(pick(bookingDeclined), BOOKING_SLOTS)} end`;
  await insertNotifications(
    tx,
    sql`
    select b.user_id, 'other', ${byStatus((t) => t.title)}, ${byStatus((t) => t.message)},
      ${paramsSql({ ...BOOKING_PARAMS, ...OWNER_CONTACT_PARAMS })}, a.id
    from bookings b
    join apartments a on a.id = b.apartment_id
    left join users o on o.id = a.owner_id
    where b.id = ${bookingId} and b.status in ('confirmed', 'declined')
      and b.user_id is not null and b.user_id is distinct from a.owner_id`,
  );
}

/** A listing hidden by an admin: `other` to its owner, with the admin's reason. */
export async function onListingHidden(tx: Tx | Db, apartmentId: number, reason: string): Promise<void> {
  const text = NOTIFICATION_TEXTS.listingHidden;
  const slots = { title: LISTING_SLOTS.title, reason: sql`${reason}::text` };
  await insertNotifications(
    tx,
    sql`
    select a.owner_id, 'other', ${renderSql(text.title, slots)}, ${renderSql(text.message, slots)},
      ${paramsSql({ title_en: sql`a.title_en`, title_ar: sql`a.title_ar`, reason: sql`${reason}::text` })}, a.id
    from apartments a
    where a.id = ${apartmentId} and a.owner_id is not null`,
  );
}

/** Whole percent of a drop, at least 1 so a small drop never reads "dropped 0%". */
export function dropPercent(oldPrice: number, newPrice: number): number {
  if (newPrice >= oldPrice) return 0;
  return Math.max(1, Math.round(((oldPrice - newPrice) / oldPrice) * 100));
}

/** Slots over the listing row `a`. */
const LISTING_SLOTS = {
  title: localizedColumn({ en: sql`a.title_en`, ar: sql`a.title_ar`, ku: sql`a.title_ku` }),
  location: localizedColumn({ en: sql`a.location_en`, ar: sql`a.location_ar` }),
  price: priceSql(sql`a.price`),
};

/** Slots over the booking row `b` and its listing `a`. */
const BOOKING_SLOTS = {
  title: LISTING_SLOTS.title,
  name: sql`b.name`,
  phone: sql`b.phone`,
  checkIn: daySql(sql`b.check_in`),
  checkOut: daySql(sql`b.check_out`),
};

const BOOKING_PARAMS = {
  bookingId: sql`b.id`,
  kind: sql`b.kind`,
  status: sql`b.status`,
  checkIn: dateSql(sql`b.check_in`),
  checkOut: dateSql(sql`b.check_out`),
  title_en: sql`a.title_en`,
  title_ar: sql`a.title_ar`,
};

interface ListingNotification {
  /** A query whose rows are `(user_id)`; duplicates are removed. */
  recipients: SQL;
  type: NotificationType;
  title: SQL;
  message: SQL;
  /** Added to the listing's titles and type. */
  params: Record<string, SQL>;
}

/**
 * One INSERT … SELECT: a row per distinct recipient, rendered from the listing `a`. The owner
 * never hears about their own listing; a user reached twice (two matching preferences, or a
 * preference and a booking) gets one notification.
 */
async function notifyAboutListing(tx: Tx | Db, apartmentId: number, notification: ListingNotification) {
  const params = paramsSql({
    ...notification.params,
    title_en: sql`a.title_en`,
    title_ar: sql`a.title_ar`,
    listingType: sql`a.listing_type`,
  });
  await insertNotifications(
    tx,
    sql`
    select r.user_id, ${notification.type}::text, ${notification.title}, ${notification.message}, ${params}, a.id
    from apartments a
    join (select distinct s.user_id from (${notification.recipients}) as s (user_id)) as r on true
    where a.id = ${apartmentId} and r.user_id is distinct from a.owner_id`,
  );
}

/**
 * Inserts the rows of `rows` (user_id, type, title, message, params, apartment_id) and, in the
 * same statement, tells every app process whose users got something (notification-channel.ts).
 * NOTIFY is transactional: a rolled-back change announces nothing.
 */
async function insertNotifications(tx: Tx | Db, rows: SQL): Promise<void> {
  await tx.execute(sql`
    with inserted as (
      insert into notifications (user_id, type, title, message, params, apartment_id)
      ${rows}
      returning user_id
    )
    select pg_notify(${NOTIFICATIONS_CHANNEL}::text, ${announcementSql(sql`inserted.user_id`)})
    from inserted
    having count(*) > 0`);
}

/** Users who keep the listing among their favourites. */
function fans(apartmentId: number): SQL {
  return sql`select f.user_id from favourites f where f.apartment_id = ${apartmentId}`;
}

/** Users with a pending or confirmed booking on the listing. */
function activeBookers(apartmentId: number): SQL {
  return sql`
    select b.user_id from bookings b
    where b.apartment_id = ${apartmentId} and b.user_id is not null and b.status in ('pending', 'confirmed')`;
}
