import { ERRORS, type ErrorCode } from '#common/errors.ts';
import type { MessageKey } from '#common/messages.ts';

/**
 * An expected failure: a code that maps to an HTTP status, a message key from
 * common/messages.ts (or plain text), and optional field messages.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message?: MessageKey | (string & {}),
    options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message ?? ERRORS[code].message);
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
  }

  get status(): number {
    return ERRORS[this.code].status;
  }
}
