import { createHmac } from 'node:crypto';
import { addDays, todayInBaghdad } from '#common/bookings.ts';
import { type ContactReveal, LEAD_DAYS, type ListingLeads } from '#common/leads.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { enforceRateLimits, type RateRule } from '#server/plugins/rate-limit.ts';
import { assertCanManage } from '../auth/guards.ts';
import type { SessionUser } from '../auth/session-store.ts';
import { findListing } from '../listings/repo.ts';
import { type ContactTarget, countLeads, findContactTarget, type LeadKind, recordLead } from './repo.ts';

/**
 * How many owners' numbers one reader may reveal per hour, against scraping. A visitor is
 * counted by IP; a signed-in user by account, and by IP at a looser limit (many Iraqi mobile
 * users share one carrier NAT address, and an account is harder to make than a request).
 */
export const CONTACT_REVEAL_LIMITS = {
  visitorPerIp: 20,
  perUser: 60,
  signedInPerIp: 300,
  windowSeconds: 60 * 60,
} as const;

/** Views and WhatsApp taps are counted once a visitor a day; this caps what one address may send. */
export const LEAD_EVENT_LIMITS = { perIp: 600, windowSeconds: 60 * 60 } as const;

/** Who is asking, as the routes know them. */
export interface Reader {
  ip: string;
  userAgent: string;
  user: SessionUser | null;
}

export function contactRevealRules({ ip, user }: Reader): RateRule[] {
  const { visitorPerIp, perUser, signedInPerIp, windowSeconds } = CONTACT_REVEAL_LIMITS;
  if (!user) return [{ key: `contact:ip:${ip}`, limit: visitorPerIp, windowSeconds }];
  return [
    { key: `contact:user:${user.id}`, limit: perUser, windowSeconds },
    { key: `contact:user-ip:${ip}`, limit: signedInPerIp, windowSeconds },
  ];
}

/**
 * The visitor's key for one lead of one day: an HMAC under the app's secret of what tells
 * visitors apart (the account, else IP and browser). Neither is stored, and the key dies with
 * the day.
 */
function visitorKey(secret: string, day: string, kind: LeadKind, apartmentId: number, reader: Reader): string {
  const who = reader.user ? `user:${reader.user.id}` : `ip:${reader.ip}|ua:${reader.userAgent}`;
  return createHmac('sha256', secret).update(`${day}|${kind}|${apartmentId}|${who}`).digest('base64url');
}

/** A listing the public may reach: unknown or withdrawn → 404. */
async function reachableListing(db: Db, id: number): Promise<ContactTarget> {
  const target = await findContactTarget(db, id);
  if (!target?.available) throw new AppError('NOT_FOUND');
  return target;
}

/** The number, when the owner has one and shows it; else 404 PHONE_HIDDEN (enquiries only). */
function shownPhone(target: ContactTarget): string {
  if (target.phone === null || target.hidePhone) throw new AppError('PHONE_HIDDEN');
  return target.phone;
}

async function countLead(db: Db, secret: string, target: ContactTarget, kind: LeadKind, reader: Reader) {
  // The owner looking at their own listing is no lead.
  if (reader.user && reader.user.id === target.ownerId) return;
  const day = todayInBaghdad();
  await recordLead(db, {
    apartmentId: target.id,
    kind,
    day,
    visitorKey: visitorKey(secret, day, kind, target.id, reader),
  });
}

/** `POST /api/apartments/:id/contact`: the owner's number, rate-limited, counted as a lead. */
export async function revealContact(db: Db, secret: string, id: number, reader: Reader): Promise<ContactReveal> {
  await enforceRateLimits(db, contactRevealRules(reader), 'tooManyPhoneReveals');
  const target = await reachableListing(db, id);
  const phone = shownPhone(target);
  await countLead(db, secret, target, 'reveal', reader);
  return { phone, whatsapp: target.whatsapp };
}

/** A view of the listing's page, or a tap on its WhatsApp button: counted once a visitor a day. */
export async function recordLeadEvent(
  db: Db,
  secret: string,
  id: number,
  kind: 'view' | 'whatsapp',
  reader: Reader,
): Promise<void> {
  const { perIp, windowSeconds } = LEAD_EVENT_LIMITS;
  await enforceRateLimits(db, [{ key: `lead:ip:${reader.ip}`, limit: perIp, windowSeconds }]);
  const target = await reachableListing(db, id);
  if (kind === 'whatsapp') shownPhone(target);
  await countLead(db, secret, target, kind, reader);
}

/** `GET /api/apartments/:id/leads`: the owner of the listing or an admin; the last LEAD_DAYS days. */
export async function getLeads(db: Db, user: SessionUser, id: number, now = new Date()): Promise<ListingLeads> {
  const listing = await findListing(db, id);
  if (!listing) throw new AppError('NOT_FOUND');
  assertCanManage(user, listing.ownerId);
  const sinceDay = addDays(todayInBaghdad(now), -(LEAD_DAYS - 1));
  const since = new Date(now.getTime() - LEAD_DAYS * 24 * 60 * 60 * 1000);
  const counts = await countLeads(db, id, sinceDay, since);
  return {
    views: counts.view,
    contactReveals: counts.reveal,
    whatsappTaps: counts.whatsapp,
    enquiries: counts.enquiry,
  };
}
