import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestUser } from '#server/test-utils/test-app.ts';
import { insertBooking } from '../bookings/test-bookings.ts';
import { insertListing } from '../listings/test-listings.ts';
import { createTestDatabase } from '#server/test-utils/test-database.ts';
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

/** A booking request by a renter on a new listing of `ownerId`; returns its id. */
async function createBooking(ownerId: number): Promise<number> {
  const listing = await insertListing(database.db, ownerId, { title_en: 'Hub Flat' });
  const booker = await createTestUser(database.db);
  return (await insertBooking(database.db, listing.id, booker.id)).id;
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
