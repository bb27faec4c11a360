import { FAVOURITES_ACCESS } from './access/favourites.ts';
import { HEALTH_ACCESS } from './access/health.ts';
import { AUTH_ACCESS } from './access/auth.ts';
import { BOOKINGS_ACCESS } from './access/bookings.ts';
import { PHOTOS_ACCESS } from './access/photos.ts';
import { CONTACT_ACCESS } from './access/contact.ts';
import { LEADS_ACCESS } from './access/leads.ts';
import { LISTINGS_ACCESS } from './access/listings.ts';
import { MAP_ACCESS } from './access/map.ts';
import { DOCS_ACCESS } from './access/docs.ts';
import { NOTIFICATIONS_ACCESS } from './access/notifications.ts';
import { SEO_ACCESS } from './access/seo.ts';
import { MODERATION_ACCESS } from './access/moderation.ts';
import type { AccessEntries } from './access/cells.ts';

export { expectedStatus, type MatrixCase, type Target } from './access/cells.ts';
export { NEW_LISTING } from './access/listings.ts';

/** Who may do what, one entry per route of the app: each feature keeps its routes in access/<feature>.ts. */
export const ACCESS_MATRIX: AccessEntries = {
  ...HEALTH_ACCESS,
  ...AUTH_ACCESS,
  ...BOOKINGS_ACCESS,
  ...FAVOURITES_ACCESS,
  ...PHOTOS_ACCESS,
  ...CONTACT_ACCESS,
  ...LISTINGS_ACCESS,
  ...LEADS_ACCESS,
  ...MAP_ACCESS,
  ...DOCS_ACCESS,
  ...NOTIFICATIONS_ACCESS,
  ...SEO_ACCESS,
  ...MODERATION_ACCESS,
};
