import { z } from 'zod';
import type { MessageKey } from './messages.ts';
import { isoDateTime } from './schema-helpers.ts';

export const NOTIFICATION_TYPES = [
  'price_drop',
  'price_change',
  'new_listing',
  'match',
  'property_update',
  'other',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** `GET /api/notifications` answers an array (the spec's shape); the unread count rides in this header. */
export const UNREAD_COUNT_HEADER = 'x-unread-count';

/** At most this many notifications, newest first. */
export const NOTIFICATIONS_LIMIT = 100;

/**
 * What a notification was made from: prices and percent for price changes, the listing's
 * titles, booking dates. The client styles urgency from `percent` (DESIGN.md section 7).
 */
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

/** One notification in the language the request asked for. */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  params: notificationParamsSchema,
  apartmentId: z.number().int().nullable(),
  read: z.boolean(),
  createdAt: isoDateTime,
});
export type Notification = z.output<typeof notificationSchema>;

export const notificationListSchema = z.array(notificationSchema);
/** A notification as the JSON answers carry it (dates are ISO strings): what the web app holds. */
export type NotificationJson = z.input<typeof notificationSchema>;

export type Urgency = 'urgent' | 'high' | 'medium' | 'low';

/** Spec section 9: a price drop of 20% or more is urgent, 15–19% high, 10–14% medium, else low. */
export function notificationUrgency(type: NotificationType, percent: unknown): Urgency {
  if (type !== 'price_drop' || typeof percent !== 'number') return 'low';
  if (percent >= 20) return 'urgent';
  if (percent >= 15) return 'high';
  if (percent >= 10) return 'medium';
  return 'low';
}

/** A notification's title and message: keys of the one message catalogue (common/messages.ts). */
export interface NotificationText {
  title: MessageKey;
  message: MessageKey;
}

/** The notifications the server writes, by what happened. */
export const NOTIFICATION_TEXTS = {
  newListing: { title: 'newListingTitle', message: 'newListingMessage' },
  priceDrop: { title: 'priceDropTitle', message: 'priceDropMessage' },
  priceChange: { title: 'priceChangeTitle', message: 'priceChangeMessage' },
  availableAgain: { title: 'availableAgainTitle', message: 'availableAgainMessage' },
  noLongerAvailable: { title: 'noLongerAvailableTitle', message: 'noLongerAvailableMessage' },
  detailsChanged: { title: 'detailsChangedTitle', message: 'detailsChangedMessage' },
  bookingRequested: { title: 'bookingRequestedTitle', message: 'bookingRequestedMessage' },
  bookingConfirmed: { title: 'bookingConfirmedTitle', message: 'bookingConfirmedMessage' },
  bookingDeclined: { title: 'bookingDeclinedTitle', message: 'bookingDeclinedMessage' },
  viewingRequested: { title: 'viewingRequestedTitle', message: 'viewingRequestedMessage' },
  viewingConfirmed: { title: 'viewingConfirmedTitle', message: 'viewingConfirmedMessage' },
  viewingDeclined: { title: 'viewingDeclinedTitle', message: 'viewingDeclinedMessage' },
  listingHidden: { title: 'listingHiddenTitle', message: 'listingHiddenMessage' },
} as const satisfies Record<string, NotificationText>;
