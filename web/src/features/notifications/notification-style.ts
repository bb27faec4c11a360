import { toLatinDigits } from '../../../../common/price-input.ts';
import type { NotificationJson } from './api/notifications.ts';

export type Urgency = 'urgent' | 'high' | 'medium' | 'low';
export type NotificationKind = 'priceDrop' | 'premium' | 'land' | 'vacation' | 'credit' | 'newListing' | 'other';

export interface NotificationStyle {
  urgency: Urgency | null;
  kind: NotificationKind;
}

const PERCENT = /(\d+(?:\.\d+)?)\s*[%٪]/;

/** The drop in percent: stored by the server, else read from the message ("… 25% …", "٢٥٪"). */
function dropPercent(notification: NotificationJson): number | null {
  if (typeof notification.params?.percent === 'number') return notification.params.percent;
  const match = PERCENT.exec(toLatinDigits(notification.message));
  return match?.[1] ? Number(match[1]) : null;
}

/** Spec section 9: ≥ 20 % (or 'MASSIVE') urgent, 15–19 % ('Hot Deal') high, 10–14 % ('Great Opportunity') medium, else low. */
function urgencyOf(notification: NotificationJson): Urgency {
  const percent = dropPercent(notification);
  const title = notification.title;
  if ((percent !== null && percent >= 20) || /MASSIVE/i.test(title)) return 'urgent';
  if ((percent !== null && percent >= 15) || /Hot Deal/i.test(title)) return 'high';
  if ((percent !== null && percent >= 10) || /Great Opportunity/i.test(title)) return 'medium';
  return 'low';
}

/**
 * How a notification looks: urgency for price drops; premium, land, vacation-rental and
 * credit styles from the listing's English title (the keywords of spec section 9) and type.
 */
export function notificationStyle(notification: NotificationJson): NotificationStyle {
  const isDrop = notification.type === 'price_drop' || notification.type === 'price_change';
  const text = `${notification.title} ${notification.params?.titleEn ?? ''}`;
  const urgency = isDrop ? urgencyOf(notification) : null;
  if (/Credit (Deal|Payment)/i.test(text) || notification.params?.paymentType === 'credit')
    return { urgency, kind: 'credit' };
  if (isDrop) return { urgency, kind: 'priceDrop' };
  if (/\bLand\b/i.test(text) || notification.params?.listingType === 'land') return { urgency, kind: 'land' };
  if (/Vacation Rental/i.test(text)) return { urgency, kind: 'vacation' };
  if (/Premium|Dream Home|Luxury/i.test(text)) return { urgency, kind: 'premium' };
  if (notification.type === 'new_listing' || notification.type === 'match') return { urgency, kind: 'newListing' };
  return { urgency, kind: 'other' };
}
