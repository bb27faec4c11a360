import { describe, expect, it } from 'vitest';
import { ERRORS, errorCodeForStatus } from './errors.ts';
import { isMessageKey } from './messages.ts';

describe('errorCodeForStatus', () => {
  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [429, 'RATE_LIMITED'],
    [500, 'INTERNAL'],
    [503, 'UNAVAILABLE'],
    [418, 'BAD_REQUEST'],
    [502, 'INTERNAL'],
  ] as const)('%i → %s', (status, code) => {
    expect(errorCodeForStatus(status)).toBe(code);
  });

  it('gives every code a status and a translated message', () => {
    for (const { status, message } of Object.values(ERRORS)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(isMessageKey(message)).toBe(true);
    }
  });
});
