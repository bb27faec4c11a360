import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { listings, users } from '#server/db/schema.ts';
import type { PhotoStorage } from '../photos/storage.ts';
import { hashPassword } from '../auth/passwords.ts';
import { buildDemoListings } from './demo-listings.ts';
import { storeDemoPhotos } from './demo-photos.ts';

export const DEMO_OWNER_EMAIL = 'owner@demo.dar.iq';
export const DEMO_RENTER_EMAIL = 'renter@demo.dar.iq';
/** The demo accounts' numbers (E.164): the owner of every demo listing answers calls and WhatsApp. */
export const DEMO_OWNER_PHONE = '+9647801234567';
export const DEMO_RENTER_PHONE = '+9647501234567';

export interface DemoAccount {
  email: string;
  password: string;
  role: 'owner' | 'renter';
}

export type SeedResult = { seeded: false } | { seeded: true; listings: number; accounts: DemoAccount[] };

/**
 * Fills a database with demo listings, photos and two demo accounts. Idempotent: the demo
 * owner's existence means the demo data is there, and nothing is added twice. The accounts get
 * fresh random passwords (no password is written in the repository).
 */
export async function seedDemoData(db: Db, storage: PhotoStorage): Promise<SeedResult> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OWNER_EMAIL));
  if (existing) return { seeded: false };

  const accounts: DemoAccount[] = [
    { email: DEMO_OWNER_EMAIL, password: randomBytes(9).toString('base64url'), role: 'owner' },
    { email: DEMO_RENTER_EMAIL, password: randomBytes(9).toString('base64url'), role: 'renter' },
  ];
  const photos = await storeDemoPhotos(storage);
  const demoListings = buildDemoListings();
  const hashes = await Promise.all(accounts.map((a) => hashPassword(a.password)));

  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values([
        {
          email: accounts[0]!.email,
          passwordHash: hashes[0],
          role: 'owner',
          firstName: 'Ali',
          lastName: 'Hassan',
          phone: DEMO_OWNER_PHONE,
          whatsapp: true,
          emailVerifiedAt: new Date(),
        },
        {
          email: accounts[1]!.email,
          passwordHash: hashes[1],
          role: 'renter',
          firstName: 'Sara',
          lastName: 'Kareem',
          phone: DEMO_RENTER_PHONE,
          whatsapp: true,
          emailVerifiedAt: new Date(),
        },
      ])
      .returning({ id: users.id });
    const ownerId = inserted[0]!.id;
    const now = Date.now();
    await tx.insert(listings).values(
      demoListings.map(({ photoCount, ...listing }, i) => {
        const pool = listing.listing_type === 'land' ? photos.land : photos.home;
        const images = Array.from({ length: photoCount }, (_, k) => pool[(i + k) % pool.length] as string);
        // Spread creation times over the last weeks so "newest" has a meaningful order.
        const createdAt = new Date(now - (demoListings.length - i) * 3 * 60 * 60 * 1000);
        return { ...listing, images, ownerId, createdAt, updatedAt: createdAt };
      }),
    );
  });
  return { seeded: true, listings: demoListings.length, accounts };
}
