import { isSameSitePath } from '#common/next-path.ts';
import type { ErrorCode } from '#common/errors.ts';
import { ApiError } from './api-client.ts';

/** Codes whose server message tells the user what to fix; other failures get the spec's fixed text. */
const SPECIFIC_CODES: readonly ErrorCode[] = [
  'VALIDATION',
  'BAD_REQUEST',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
];

/**
 * DESIGN.md section 7: the server's message when it says something specific (duplicate e-mail,
 * field errors, too many attempts), the spec's text as the fallback.
 */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code && SPECIFIC_CODES.includes(error.code)) return error.message;
  return fallback;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Field messages from a 400 answer, for react-hook-form's setError. */
export function fieldErrors(error: unknown): [string, string][] {
  return error instanceof ApiError ? Object.entries(error.fields) : [];
}

/** A same-site path to return to after login (the server's own rule); anything else is `/`. */
export function safeNextPath(next: string | null | undefined): string {
  return isSameSitePath(next) ? next : '/';
}
