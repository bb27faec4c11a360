import { eq, type SQL } from 'drizzle-orm';
import { listings } from '#server/db/schema.ts';

/**
 * Which listings the public finds (the lists, the city pages, the sitemap): the available ones.
 * Moderation (issue 21) will hide more here, for every one of them at once.
 */
export function isPubliclyListed(): SQL {
  return eq(listings.available, true);
}
