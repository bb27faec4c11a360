import type { FastifyRequest } from 'fastify';
import type { Role } from '#common/users.ts';
import { AppError } from '#server/errors.ts';
import type { SessionUser } from './session-store.ts';

/**
 * The server-side permission checks every route uses (DESIGN.md section 7): no session → 401,
 * wrong role → 403, a public object of someone else → 403, a private one → 404.
 */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}

export function requireRole(request: FastifyRequest, ...roles: Role[]): SessionUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw new AppError('FORBIDDEN');
  return user;
}

/**
 * Hooks for route options: `onRequest: signedIn` or `onRequest: withRole('owner', 'admin')`.
 * onRequest, not preHandler: it runs before the body is parsed and validated, so a visitor is
 * told 401 whatever the request carries (a preHandler answered 400 or 404 first).
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

export function withRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    requireRole(request, ...roles);
  };
}

/** A listing (public object) may be changed by its owner or an admin; anyone else gets 403. */
export function assertCanManage(user: SessionUser, ownerId: number | null): void {
  if (user.role !== 'admin' && user.id !== ownerId) throw new AppError('FORBIDDEN');
}

/** A private object (booking, notification, preference) of someone else is reported missing. */
export function assertOwnPrivate(user: SessionUser, ownerId: number | null): void {
  if (user.id !== ownerId) throw new AppError('NOT_FOUND');
}
