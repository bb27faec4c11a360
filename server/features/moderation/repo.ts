import { and, countDistinct, desc, eq, sql } from 'drizzle-orm';
import { REPORT_REASONS, type ReportReason } from '#common/moderation.ts';
import { normaliseIraqiPhone } from '#common/phone-format.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { queryRows } from '#server/db/rows.ts';
import { listingReports, listings, users } from '#server/db/schema.ts';
import { escapeLike } from '../listings/search-query.ts';

type Executor = Db | Tx;

/** The listing a moderation step works on, locked until the transaction ends (reports and decisions queue up). */
export async function lockModeratedListing(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: listings.id, ownerId: listings.ownerId, moderation: listings.moderation })
    .from(listings)
    .where(eq(listings.id, id))
    .for('update');
  return row;
}

/** A new open report, or undefined when the account (or, for a visitor, the address) already has one open. */
export async function insertReport(tx: Tx, values: typeof listingReports.$inferInsert) {
  const [row] = await tx.insert(listingReports).values(values).onConflictDoNothing().returning();
  return row;
}

/** Different accounts among a listing's open reports. */
export async function countReporterAccounts(tx: Tx, apartmentId: number): Promise<number> {
  const [row] = await tx
    .select({ accounts: countDistinct(listingReports.userId) })
    .from(listingReports)
    .where(and(eq(listingReports.apartmentId, apartmentId), eq(listingReports.status, 'open')));
  return row?.accounts ?? 0;
}

export async function closeReports(tx: Tx, apartmentId: number): Promise<void> {
  await tx
    .update(listingReports)
    .set({ status: 'closed', closedAt: sql`now()` })
    .where(and(eq(listingReports.apartmentId, apartmentId), eq(listingReports.status, 'open')));
}

export async function setModeration(
  tx: Tx,
  id: number,
  values: Pick<typeof listings.$inferInsert, 'moderation' | 'moderationNote'>,
): Promise<void> {
  await tx.update(listings).set(values).where(eq(listings.id, id));
}

interface QueueRow {
  apartment_id: number;
  title_en: string;
  title_ar: string;
  title_ku: string;
  owner_id: number | null;
  moderation: 'visible' | 'held' | 'hidden';
  moderation_note: string | null;
  open_reports: number;
  reporter_accounts: number;
  notes: string[] | null;
  latest_report_at: string | null;
  [reason: `n_${string}`]: number;
}

/** At most this many listings in the queue at once. */
const QUEUE_LIMIT = 200;

/**
 * Listings with open reports, and those held or hidden, with their open reports counted by
 * reason; the most recently reported first. The candidates come from two partial indexes.
 */
export async function findQueue(db: Executor) {
  const reasonCounts = sql.join(
    REPORT_REASONS.map(
      (reason) => sql`count(r.id) filter (where r.reason = ${reason})::int as ${sql.identifier(`n_${reason}`)}`,
    ),
    sql`, `,
  );
  const rows = await queryRows<QueueRow>(
    db,
    sql`select a.id as apartment_id, a.title_en, a.title_ar, a.title_ku, a.owner_id, a.moderation, a.moderation_note,
          count(r.id)::int as open_reports,
          count(distinct r.user_id)::int as reporter_accounts,
          ${reasonCounts},
          (array_agg(r.note order by r.created_at desc) filter (where r.note <> ''))[1:5] as notes,
          max(r.created_at) as latest_report_at
        from apartments a
        left join listing_reports r on r.apartment_id = a.id and r.status = 'open'
        where a.id in (
          select apartment_id from listing_reports where status = 'open'
          union select id from apartments where moderation <> 'visible')
        group by a.id
        order by max(r.created_at) desc nulls last, a.id desc
        limit ${QUEUE_LIMIT}`,
  );
  return rows.map((row) => ({
    apartmentId: row.apartment_id,
    title_en: row.title_en,
    title_ar: row.title_ar,
    title_ku: row.title_ku,
    ownerId: row.owner_id,
    moderation: row.moderation,
    moderationNote: row.moderation_note,
    openReports: Number(row.open_reports),
    reporterAccounts: Number(row.reporter_accounts),
    counts: Object.fromEntries(REPORT_REASONS.map((reason) => [reason, Number(row[`n_${reason}`])])) as Record<
      ReportReason,
      number
    >,
    notes: row.notes ?? [],
    latestReportAt: row.latest_report_at === null ? null : new Date(row.latest_report_at),
  }));
}

const ADMIN_USER_COLUMNS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  role: users.role,
  verified: users.verified,
  suspended: users.suspended,
  createdAt: users.createdAt,
};

/**
 * Users whose name or e-mail contains `q` (any case), or whose phone is `q` typed any way an
 * Iraqi writes a mobile number (0770 123 4567, +964 770…, Arabic digits), newest first.
 */
export async function findUsers(db: Executor, q: string | undefined, limit: number) {
  const needle = q ? `%${escapeLike(q.toLowerCase())}%` : undefined;
  const phone = q ? normaliseIraqiPhone(q) : null;
  return db
    .select(ADMIN_USER_COLUMNS)
    .from(users)
    .where(
      needle
        ? sql`(${users.email} like ${needle}
            or lower(concat_ws(' ', ${users.firstName}, ${users.lastName})) like ${needle}
            or ${phone === null ? sql`false` : eq(users.phone, phone)})`
        : undefined,
    )
    .orderBy(desc(users.id))
    .limit(limit);
}

export async function lockUser(tx: Tx, id: number) {
  const [row] = await tx
    .select({ role: users.role, suspended: users.suspended })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

export async function updateUserFlags(
  db: Executor,
  id: number,
  changes: Partial<Pick<typeof users.$inferInsert, 'role' | 'verified' | 'suspended'>>,
) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning(ADMIN_USER_COLUMNS);
  return row;
}
