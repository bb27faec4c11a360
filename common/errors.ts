import type { MessageKey } from './messages.ts';

/**
 * Every error code the API answers with (DESIGN.md section 4): its HTTP status and the message
 * it carries when the code says all there is to say. The first code of a status is what a bare
 * status means (a framework refusal, a 404 for a malformed id).
 */
export const ERRORS = {
  BAD_REQUEST: { status: 400, message: 'badRequest' },
  VALIDATION: { status: 400, message: 'invalid' },
  UNAUTHORIZED: { status: 401, message: 'unauthorized' },
  FORBIDDEN: { status: 403, message: 'forbidden' },
  NOT_FOUND: { status: 404, message: 'notFound' },
  /** The listing exists, but its owner gave no number or hides it: enquiries only. */
  PHONE_HIDDEN: { status: 404, message: 'phoneHidden' },
  CONFLICT: { status: 409, message: 'invalid' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'payloadTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'unsupportedContentType' },
  RATE_LIMITED: { status: 429, message: 'tooManyRequests' },
  INTERNAL: { status: 500, message: 'internal' },
  UNAVAILABLE: { status: 503, message: 'unavailable' },
} as const satisfies Record<string, { status: number; message: MessageKey }>;

export type ErrorCode = keyof typeof ERRORS;

/** The code a bare HTTP status stands for; a status without one is a bad request below 500, else internal. */
export function errorCodeForStatus(status: number): ErrorCode {
  const code = (Object.keys(ERRORS) as ErrorCode[]).find((candidate) => ERRORS[candidate].status === status);
  return code ?? (status < 500 ? 'BAD_REQUEST' : 'INTERNAL');
}

/** The body of every error answer. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  fields?: Record<string, string>;
}
