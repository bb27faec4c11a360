import { describe, expect, it } from 'vitest';
import { formatDinar } from './format-dinar.ts';

describe('formatDinar', () => {
  it('uses Latin digits with separators and the dinar sign in every language', () => {
    expect(formatDinar(1_500_000, 'en')).toBe('1,500,000 د.ع');
    expect(formatDinar(1_500_000, 'ar')).toMatch(/^1.500.000 د\.ع$/);
    expect(formatDinar(250_000, 'ku')).toMatch(/^250.000 د\.ع$/);
    expect(formatDinar(1_500_000, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });
});
