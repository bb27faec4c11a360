import { randomBytes } from 'node:crypto';
import type { SelfServiceRole } from '#common/auth.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import type { RateRule } from '#server/plugins/rate-limit.ts';
import type { SessionUser } from './session-store.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  findUserByEmail,
  findUserById,
  findUserBySubject,
  insertUser,
  promoteRenterToOwner,
  type UserChanges,
  updateUserRow,
} from './repo.ts';

/**
 * Attempts per minute. Per e-mail stops guessing one account's password; per IP stops spraying
 * many accounts, and is looser because many Iraqi mobile users share one carrier NAT address.
 */
export const AUTH_RATE_LIMITS = { perEmail: 10, perIp: 30, windowSeconds: 60 } as const;

/** The counters one login or register attempt is charged to. */
export function authRateRules(action: 'login' | 'register', ip: string, email: string): RateRule[] {
  const { perEmail, perIp, windowSeconds } = AUTH_RATE_LIMITS;
  return [
    { key: `${action}:ip:${ip}`, limit: perIp, windowSeconds },
    { key: `${action}:email:${email}`, limit: perEmail, windowSeconds },
  ];
}

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: SelfServiceRole;
  /** E.164, already normalised by the schema; null or absent: none. */
  phone?: string | null | undefined;
  whatsapp?: boolean | undefined;
}

/** Creates an account; an e-mail already in use is a 409, also when two requests race. */
export async function registerUser(db: Db, registration: Registration): Promise<SessionUser> {
  const { password, phone, whatsapp, ...fields } = registration;
  const passwordHash = await hashPassword(password);
  const user = await insertUser(db, {
    ...fields,
    passwordHash,
    phone: phone ?? null,
    // WhatsApp is a property of a number: without one there is nothing to reach.
    whatsapp: Boolean(phone) && (whatsapp ?? false),
  });
  if (!user) throw new AppError('CONFLICT', 'emailTaken', { fields: { email: 'emailTaken' } });
  return user;
}

/** Current-password attempts on the account page, per user and minute (a stolen session guessing it). */
export const PASSWORD_CHANGE_LIMIT = { perUser: 10, windowSeconds: 60 } as const;

export function passwordChangeRateRules(userId: number): RateRule[] {
  const { perUser, windowSeconds } = PASSWORD_CHANGE_LIMIT;
  return [{ key: `password-change:user:${userId}`, limit: perUser, windowSeconds }];
}

export interface AccountChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: string | null | undefined;
  whatsapp?: boolean | undefined;
  currentPassword?: string | undefined;
  newPassword?: string | undefined;
}

/**
 * The account page's changes (absent fields stay). A new password needs the current one: a
 * wrong one is a 400 on `currentPassword` and nothing changes. Answers the user and whether the
 * password changed (the caller then ends the user's other sessions).
 */
export async function updateAccount(
  db: Db,
  user: SessionUser,
  input: AccountChanges,
): Promise<{ user: SessionUser; passwordChanged: boolean }> {
  const changes: UserChanges = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.phone !== undefined) changes.phone = input.phone;
  const phone = input.phone === undefined ? user.phone : input.phone;
  // WhatsApp is a property of a number: without one there is nothing to reach.
  const whatsapp = phone !== null && (input.whatsapp ?? user.whatsapp);
  if (whatsapp !== user.whatsapp) changes.whatsapp = whatsapp;
  if (input.newPassword !== undefined) {
    const isValid = user.passwordHash ? await verifyPassword(user.passwordHash, input.currentPassword ?? '') : false;
    if (!isValid) {
      throw new AppError('VALIDATION', 'wrongCurrentPassword', { fields: { currentPassword: 'wrongCurrentPassword' } });
    }
    changes.passwordHash = await hashPassword(input.newPassword);
  }
  return { user: await updateUser(db, user, changes), passwordChanged: changes.passwordHash !== undefined };
}

/**
 * A real argon2id hash to verify against when the e-mail is unknown, so both cases cost the
 * same. Made at start-up, so not even the first unknown e-mail pays for hashing it.
 */
const dummyHash = hashPassword(randomBytes(16).toString('hex'));

/**
 * The user with this e-mail and password. Unknown e-mail, an account without a password
 * (external login only) and a wrong password are one answer and take the same time.
 */
export async function authenticate(db: Db, email: string, password: string): Promise<SessionUser> {
  const user = await findUserByEmail(db, email);
  const isValid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (!user?.passwordHash || !isValid) throw new AppError('UNAUTHORIZED', 'invalidCredentials');
  // Told only to whoever knows the password.
  if (user.suspended) throw new AppError('FORBIDDEN', 'accountSuspended');
  return user;
}

/** Renter → owner; an owner or admin is returned unchanged (nobody is ever made admin here). */
export async function convertToOwner(db: Db, user: SessionUser): Promise<SessionUser> {
  if (user.role !== 'renter') return user;
  // Another request converted (or an admin promoted) the user meanwhile: answer what is stored.
  return (await promoteRenterToOwner(db, user.id)) ?? (await findUserById(db, user.id)) ?? user;
}

/** What an identity provider tells us about the person (OpenID Connect standard claims). */
export interface ExternalProfile {
  subject: string;
  email: string | undefined;
  isEmailVerified: boolean;
  firstName: string | undefined;
  lastName: string | undefined;
  pictureUrl: string | undefined;
}

/**
 * The account for an external login: the one already linked to the subject, else the one with
 * the same e-mail (linked now, only when the provider verified that e-mail), else a new one.
 * The chosen role applies as a registration role, or as an upgrade of a renter to owner (as
 * `POST /api/auth/role` would). Null when the provider gave no verified e-mail to go by.
 */
export async function signInExternal(
  db: Db,
  profile: ExternalProfile,
  role: SelfServiceRole,
): Promise<SessionUser | null> {
  const linked = await findUserBySubject(db, profile.subject);
  if (linked) return updateUser(db, linked, externalChanges(linked, profile, role));
  if (!profile.email || !profile.isEmailVerified) return null;
  const email = profile.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    return updateUser(db, existing, {
      ...externalChanges(existing, profile, role),
      oidcSubject: profile.subject,
      firstName: existing.firstName ?? profile.firstName ?? null,
      lastName: existing.lastName ?? profile.lastName ?? null,
    });
  }
  const created = await insertUser(db, {
    email,
    role,
    oidcSubject: profile.subject,
    firstName: profile.firstName ?? null,
    lastName: profile.lastName ?? null,
    profileImageUrl: profile.pictureUrl ?? null,
  });
  return created ?? null;
}

/** A fresher picture from the provider, and the renter → owner upgrade when owner was chosen. */
function externalChanges(user: SessionUser, profile: ExternalProfile, role: SelfServiceRole): UserChanges {
  const changes: UserChanges = {};
  if (profile.pictureUrl && profile.pictureUrl !== user.profileImageUrl) changes.profileImageUrl = profile.pictureUrl;
  if (role === 'owner' && user.role === 'renter') changes.role = 'owner';
  return changes;
}

async function updateUser(db: Db, user: SessionUser, changes: UserChanges): Promise<SessionUser> {
  if (Object.keys(changes).length === 0) return user;
  return (await updateUserRow(db, user.id, changes)) ?? user;
}
