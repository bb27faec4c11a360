import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_PREFERENCES_PER_USER, type notificationPreferenceInputSchema } from '#common/notification-preferences.ts';
import type { Db } from '#server/db/client.ts';
import { notificationPreferences, users } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';

type PreferenceInput = z.output<typeof notificationPreferenceInputSchema>;

/** The rental type narrows rentals only: a sale or land search keeps none. */
function storedFields(input: PreferenceInput) {
  const isRentOrAny = input.listingType === null || input.listingType === 'rent';
  return { ...input, rentalType: isRentOrAny ? input.rentalType : null };
}

export function listPreferences(db: Db, userId: number) {
  return db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .orderBy(asc(notificationPreferences.id));
}

/**
 * Creates a saved search unless the user already has the maximum. The user's row is locked so
 * two requests at once cannot both pass the count.
 */
export function createPreference(db: Db, userId: number, input: PreferenceInput) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select({ n: count() })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    if ((existing?.n ?? 0) >= MAX_PREFERENCES_PER_USER) throw new AppError('CONFLICT', 'tooManyPreferences');
    const [row] = await tx
      .insert(notificationPreferences)
      .values({ ...storedFields(input), userId })
      .returning();
    return row!;
  });
}

/** Replaces the saved search; someone else's is reported missing. */
export async function updatePreference(db: Db, userId: number, id: number, input: PreferenceInput) {
  const [row] = await db
    .update(notificationPreferences)
    .set({ ...storedFields(input), updatedAt: sql`now()` })
    .where(and(eq(notificationPreferences.id, id), eq(notificationPreferences.userId, userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function deletePreference(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(notificationPreferences)
    .where(and(eq(notificationPreferences.id, id), eq(notificationPreferences.userId, userId)))
    .returning({ id: notificationPreferences.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}
