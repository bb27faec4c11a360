import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { apartments, bookings } from '../../db/schema.ts';
import { createTestUser } from '../../test-utils/test-app.ts';
import { createTestDatabase } from '../../test-utils/test-database.ts';
import { EVERYONE, parseAnnouncement } from './notification-channel.ts';
import { onBookingCreated } from './events.ts';
import { createNotificationHub, type NotificationHub } from './notification-hub.ts';

let database: Database;
let hub: NotificationHub;
beforeAll(async () => {
  database = await createTestDatabase();
  hub = createNotificationHub(database);
});
afterAll(async () => {
  await hub.close();
  await database.close();
});

async function createBooking(ownerId: number): Promise<number> {
  const [listing] = await database.db
    .insert(apartments)
    .values({
      title_en: 'Hub Flat',
      title_ar: 'شقة',
      description_en: 'A listing for the hub test.',
      description_ar: 'عقار لاختبار الإشعارات.',
      price: 700_000,
      location_en: 'Najaf',
      location_ar: 'النجف',
      area: 80,
      ownerId,
    })
    .returning({ id: apartments.id });
  const [booking] = await database.db
    .insert(bookings)
    .values({
      apartment_id: listing!.id,
      name: 'Sara',
      email: 'sara@test.iq',
      phone: '07801234567',
      check_in: '2026-12-01',
      check_out: '2026-12-02',
    })
    .returning({ id: bookings.id });
  return booking!.id;
}

function waitFor(condition: () => boolean, ms = 3000): Promise<boolean> {
  const deadline = Date.now() + ms;
  return new Promise((resolve) => {
    const check = () => {
      if (condition()) resolve(true);
      else if (Date.now() > deadline) resolve(false);
      else setTimeout(check, 20);
    };
    check();
  });
}

describe('notification hub (LISTEN/NOTIFY)', () => {
  it('wakes the recipient on commit, not on rollback, and not other users', async () => {
    const owner = await createTestUser(database.db, { role: 'owner' });
    const other = await createTestUser(database.db);
    let ownerCalls = 0;
    let otherCalls = 0;
    await hub.subscribe(owner.id, () => ownerCalls++);
    await hub.subscribe(other.id, () => otherCalls++);

    const rolledBack = await createBooking(owner.id);
    await database.db
      .transaction(async (tx) => {
        await onBookingCreated(tx, rolledBack);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await waitFor(() => ownerCalls > 0, 500)).toBe(false);

    const committed = await createBooking(owner.id);
    await database.db.transaction((tx) => onBookingCreated(tx, committed));
    expect(await waitFor(() => ownerCalls > 0)).toBe(true);
    expect(ownerCalls).toBe(1);
    expect(otherCalls).toBe(0);
  });

  it('stops calling after unsubscribe', async () => {
    const owner = await createTestUser(database.db, { role: 'owner' });
    let calls = 0;
    const unsubscribe = await hub.subscribe(owner.id, () => calls++);
    unsubscribe();
    await onBookingCreated(database.db, await createBooking(owner.id));
    expect(await waitFor(() => calls > 0, 500)).toBe(false);
  });
});

describe('parseAnnouncement', () => {
  it('reads user ids, ignores junk and passes EVERYONE through', () => {
    expect(parseAnnouncement('3,14,x,-1,15')).toEqual([3, 14, 15]);
    expect(parseAnnouncement(EVERYONE)).toBe(EVERYONE);
  });
});
