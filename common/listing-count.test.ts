import { describe, expect, it } from 'vitest';
import { parseTotalCount, TOTAL_COUNT_CAP, totalCountHeader } from './listing-count.ts';

describe('X-Total-Count', () => {
  it('is exact up to the cap and "10000+" above it', () => {
    expect(totalCountHeader(0)).toBe('0');
    expect(totalCountHeader(TOTAL_COUNT_CAP)).toBe('10000');
    expect(totalCountHeader(TOTAL_COUNT_CAP + 1)).toBe('10000+');
  });

  it('reads back what the server writes, and nothing else', () => {
    expect(parseTotalCount('1234')).toEqual({ count: 1234, isCapped: false });
    expect(parseTotalCount('10000+')).toEqual({ count: 10_000, isCapped: true });
    expect(parseTotalCount(null)).toBeNull();
    expect(parseTotalCount('many')).toBeNull();
    expect(parseTotalCount('-1')).toBeNull();
  });
});
