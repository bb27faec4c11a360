import { describe, expect, it } from 'vitest';
import { notificationUrgency } from './notifications.ts';

describe('notificationUrgency', () => {
  it.each([
    [25, 'urgent'],
    [20, 'urgent'],
    [19, 'high'],
    [15, 'high'],
    [14, 'medium'],
    [10, 'medium'],
    [9, 'low'],
  ] as const)('a %i%% price drop is %s', (percent, urgency) => {
    expect(notificationUrgency('price_drop', percent)).toBe(urgency);
  });

  it('is low for other types and a missing percent', () => {
    expect(notificationUrgency('new_listing', 30)).toBe('low');
    expect(notificationUrgency('price_drop', null)).toBe('low');
  });
});
