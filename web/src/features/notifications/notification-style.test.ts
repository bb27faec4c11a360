import { describe, expect, it } from 'vitest';
import type { NotificationJson } from '#common/notifications.ts';
import { notificationStyle } from './notification-style.ts';

function note(overrides: Partial<NotificationJson>): NotificationJson {
  return {
    id: 1,
    title: 'Price drop',
    message: '',
    type: 'price_drop',
    apartmentId: 7,
    read: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    params: {},
    ...overrides,
  };
}

describe('notificationStyle', () => {
  it.each([
    ['The price fell by 25% to 1,500,000', 'urgent'],
    ['The price fell by 20%', 'urgent'],
    ['The price fell by 19%', 'high'],
    ['The price fell by 15 %', 'high'],
    ['The price fell by 12.5%', 'medium'],
    ['The price fell by 10%', 'medium'],
    ['The price fell by 9%', 'low'],
    ['انخفض السعر بنسبة ٢٥٪', 'urgent'],
    ['No percentage here', 'low'],
  ])('reads the urgency of %j from the message', (message, urgency) => {
    expect(notificationStyle(note({ message })).urgency).toBe(urgency);
  });

  it('prefers the stored percent and honours the title keywords', () => {
    expect(notificationStyle(note({ message: '5%', params: { percent: 30 } })).urgency).toBe('urgent');
    expect(notificationStyle(note({ title: 'MASSIVE price cut' })).urgency).toBe('urgent');
    expect(notificationStyle(note({ title: 'Hot Deal in Erbil' })).urgency).toBe('high');
    expect(notificationStyle(note({ title: 'Great Opportunity' })).urgency).toBe('medium');
  });

  it('has no urgency for other types', () => {
    expect(notificationStyle(note({ type: 'new_listing', message: '50%' })).urgency).toBeNull();
  });

  it.each([
    [{ type: 'new_listing', title: 'New Luxury villa' }, 'premium'],
    [{ type: 'new_listing', title: 'Your Dream Home is here' }, 'premium'],
    [{ type: 'new_listing', title: 'New listing', params: { title_en: 'Premium flat' } }, 'premium'],
    [{ type: 'new_listing', title: 'New Land in Najaf' }, 'land'],
    [{ type: 'match', title: 'Match', params: { listingType: 'land' } }, 'land'],
    [{ type: 'new_listing', title: 'Vacation Rental by the river' }, 'vacation'],
    [{ type: 'new_listing', title: 'Credit Deal: pay over 10 years' }, 'credit'],
    [{ type: 'price_drop', title: 'Credit Payment plan cheaper' }, 'credit'],
    [{ type: 'new_listing', title: 'New flat' }, 'newListing'],
    [{ type: 'price_drop', title: 'Price drop' }, 'priceDrop'],
    [{ type: 'other', title: 'Hello' }, 'other'],
  ] as const)('%o is styled %s', (overrides, kind) => {
    expect(notificationStyle(note(overrides as Partial<NotificationJson>)).kind).toBe(kind);
  });
});
