import { and, eq, not, type SQL } from 'drizzle-orm';
import { listings } from '#server/db/schema.ts';

/**
 * Which listings the public finds (the lists, the city pages, the sitemap): the available ones
 * that moderation does not hide. `hidden` is the one moderation rule (schema.ts: held by reports,
 * hidden by an admin, or its owner suspended); the detail page and API read the same column.
 * Saved searches match over the alias `a` of the table.
 */
export function isPubliclyListed(t: typeof listings = listings): SQL {
  return and(eq(t.available, true), not(t.hidden))!;
}

/** Whether a reader may open a listing's detail: anyone while moderation does not hide it, else its owner or an admin. */
export function canSeeListing(
  listing: { hidden: boolean; ownerId: number | null },
  user: { id: number; role: string } | null,
): boolean {
  return !listing.hidden || (user !== null && (user.role === 'admin' || user.id === listing.ownerId));
}
