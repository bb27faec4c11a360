import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookings, type LEAD_KINDS, listingLeadKeys, listingLeads, listings, users } from '#server/db/schema.ts';

export type LeadKind = (typeof LEAD_KINDS)[number];

export interface ContactTarget {
  id: number;
  available: boolean;
  ownerId: number | null;
  hidePhone: boolean;
  phone: string | null;
  whatsapp: boolean;
}

/** A listing with what revealing its owner's number needs. */
export async function findContactTarget(db: Db, id: number): Promise<ContactTarget | undefined> {
  const [row] = await db
    .select({
      id: listings.id,
      available: listings.available,
      ownerId: listings.ownerId,
      hidePhone: listings.hide_phone,
      phone: users.phone,
      whatsapp: users.whatsapp,
    })
    .from(listings)
    .leftJoin(users, eq(users.id, listings.ownerId))
    .where(eq(listings.id, id));
  return row && { ...row, whatsapp: row.whatsapp ?? false };
}

/**
 * Counts a lead once per visitor and day: the visitor's key is stored for the day, and only a
 * key not seen before adds one to the day's counter. One statement, so two requests at once
 * still count once.
 */
export async function recordLead(
  db: Db,
  lead: { apartmentId: number; kind: LeadKind; day: string; visitorKey: string },
): Promise<void> {
  await db.execute(sql`
    with fresh as (
      insert into ${listingLeadKeys} (key, day) values (${lead.visitorKey}, ${lead.day})
      on conflict (key) do nothing
      returning 1
    )
    insert into ${listingLeads} (apartment_id, kind, day, count)
    select ${lead.apartmentId}, ${lead.kind}, ${lead.day}, 1 from fresh
    on conflict (apartment_id, kind, day) do update set count = ${listingLeads.count} + 1`);
}

/** The visitor keys of days before `today`: they only ever dedupe the current day. */
export async function purgeLeadKeys(db: Db, today: string): Promise<void> {
  await db.delete(listingLeadKeys).where(lt(listingLeadKeys.day, today));
}

/** Leads of a listing from `sinceDay` (an Iraqi date) on, and enquiries since `since`. */
export async function countLeads(
  db: Db,
  apartmentId: number,
  sinceDay: string,
  since: Date,
): Promise<Record<LeadKind | 'enquiry', number>> {
  const rows = await db
    .select({ kind: listingLeads.kind, total: sql<number>`coalesce(sum(${listingLeads.count}), 0)`.mapWith(Number) })
    .from(listingLeads)
    .where(and(eq(listingLeads.apartmentId, apartmentId), gte(listingLeads.day, sinceDay)))
    .groupBy(listingLeads.kind);
  const [enquiries] = await db
    .select({ total: count() })
    .from(bookings)
    .where(and(eq(bookings.apartment_id, apartmentId), gte(bookings.createdAt, since)));
  const byKind = Object.fromEntries(rows.map((row) => [row.kind, row.total]));
  return {
    view: byKind.view ?? 0,
    reveal: byKind.reveal ?? 0,
    whatsapp: byKind.whatsapp ?? 0,
    enquiry: enquiries?.total ?? 0,
  };
}
