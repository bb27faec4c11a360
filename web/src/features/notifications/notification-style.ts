import { type NotificationJson, notificationUrgency, type Urgency } from '#common/notifications.ts';
import { toLatinDigits } from '#common/price-input.ts';

export type NotificationKind = 'priceDrop' | 'premium' | 'land' | 'vacation' | 'credit' | 'newListing' | 'other';

export interface NotificationStyle {
  urgency: Urgency | null;
  kind: NotificationKind;
}

const PERCENT = /(\d+(?:\.\d+)?)\s*[%٪]/;

const URGENCY_ORDER: readonly Urgency[] = ['low', 'medium', 'high', 'urgent'];

/** The drop in percent: stored by the server, else read from the message ("… 25% …", "٢٥٪"). */
function dropPercent(notification: NotificationJson): number | null {
  const stored = notification.params.percent;
  if (typeof stored === 'number') return stored;
  const match = PERCENT.exec(toLatinDigits(notification.message));
  return match?.[1] ? Number(match[1]) : null;
}

/** Spec section 9: the percent (common/notifications.ts), raised by the title's 'MASSIVE' / 'Hot Deal' / 'Great Opportunity'. */
function urgencyOf(notification: NotificationJson): Urgency {
  const byPercent = notificationUrgency('price_drop', dropPercent(notification));
  const title = notification.title;
  const byKeyword: Urgency = /MASSIVE/i.test(title)
    ? 'urgent'
    : /Hot Deal/i.test(title)
      ? 'high'
      : /Great Opportunity/i.test(title)
        ? 'medium'
        : 'low';
  return URGENCY_ORDER[Math.max(URGENCY_ORDER.indexOf(byPercent), URGENCY_ORDER.indexOf(byKeyword))] ?? 'low';
}

/**
 * How a notification looks: urgency for price drops; premium, land, vacation-rental and
 * credit styles from the listing's English title (the keywords of spec section 9) and type.
 */
export function notificationStyle(notification: NotificationJson): NotificationStyle {
  const isDrop = notification.type === 'price_drop';
  const text = `${notification.title} ${notification.params.title_en ?? ''}`;
  const urgency = isDrop ? urgencyOf(notification) : null;
  if (/Credit (Deal|Payment)/i.test(text)) return { urgency, kind: 'credit' };
  if (isDrop || notification.type === 'price_change') return { urgency, kind: 'priceDrop' };
  if (/\bLand\b/i.test(text) || notification.params.listingType === 'land') return { urgency, kind: 'land' };
  if (/Vacation Rental/i.test(text)) return { urgency, kind: 'vacation' };
  if (/Premium|Dream Home|Luxury/i.test(text)) return { urgency, kind: 'premium' };
  if (notification.type === 'new_listing' || notification.type === 'match') return { urgency, kind: 'newListing' };
  return { urgency, kind: 'other' };
}
