import { type SQL, sql } from 'drizzle-orm';

/**
 * The PostgreSQL NOTIFY channel that tells every app process which users have new
 * notifications, so their open streams fetch them. The payload names the users, or is
 * EVERYONE when a fan-out is too large for NOTIFY's 8000-byte payload.
 */
export const NOTIFICATIONS_CHANNEL = 'dar_notifications';
export const EVERYONE = '*';
const MAX_NAMED_USERS = 500;

/** The payload over the inserted rows' `userId` column (an aggregate). */
export function announcementSql(userId: SQL): SQL {
  return sql`case when count(distinct ${userId}) > ${MAX_NAMED_USERS}::int then ${EVERYONE}::text
    else string_agg(distinct ${userId}::text, ',') end`;
}

/** The users a payload names, or EVERYONE. */
export function parseAnnouncement(payload: string): number[] | typeof EVERYONE {
  if (payload === EVERYONE) return EVERYONE;
  return payload
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}
