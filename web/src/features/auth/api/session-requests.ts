import type { AccountUpdate, LoginBody, RegisterBody } from '#common/auth.ts';
import { noContentSchema } from '#common/schema-helpers.ts';
import { type PublicUserJson, publicUserSchema } from '#common/users.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';

/**
 * The account calls, with the schemas their answers are checked against. session.ts loads this
 * module when a call is first made: a page's first load (its user comes with the page) carries
 * neither these calls nor zod.
 */
export async function fetchCurrentUser(): Promise<PublicUserJson | null> {
  try {
    return await apiFetch('/api/auth/user', publicUserSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function login(body: LoginBody) {
  return apiFetch('/api/login', publicUserSchema, { method: 'POST', body });
}

export function register(body: RegisterBody) {
  return apiFetch('/api/register', publicUserSchema, { method: 'POST', body });
}

export function logout() {
  return apiFetch('/api/logout', noContentSchema, { method: 'POST' });
}

export function convertToOwner() {
  return apiFetch('/api/auth/role', publicUserSchema, { method: 'POST', body: { role: 'owner' } });
}

/** The account page: name, phone, WhatsApp, password (`PATCH /api/auth/user`). */
export function updateAccount(body: AccountUpdate) {
  return apiFetch('/api/auth/user', publicUserSchema, { method: 'PATCH', body });
}
