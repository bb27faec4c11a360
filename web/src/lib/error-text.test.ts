import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { describeError, fieldErrors, safeNextPath } from './error-text.ts';

describe('describeError', () => {
  it('shows the server message for a specific failure', () => {
    expect(describeError(new ApiError(409, 'Email already registered', 'CONFLICT'), 'Registration failed.')).toBe(
      'Email already registered',
    );
  });
  it('falls back to the fixed text for generic failures and non-API errors', () => {
    expect(describeError(new ApiError(500, 'Something went wrong', 'INTERNAL'), 'Failed')).toBe('Failed');
    expect(describeError(new ApiError(502, '502: Bad Gateway'), 'Failed')).toBe('Failed');
    expect(describeError(new TypeError('network'), 'Failed')).toBe('Failed');
  });
});

describe('fieldErrors', () => {
  it('lists the fields of a validation answer', () => {
    expect(fieldErrors(new ApiError(400, 'x', 'VALIDATION', { email: 'bad' }))).toEqual([['email', 'bad']]);
    expect(fieldErrors(new Error('x'))).toEqual([]);
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/my-properties?x=1', '/my-properties?x=1'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    [null, '/'],
    ['', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });
});
