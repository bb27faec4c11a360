import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatDinar } from './format-dinar.ts';

describe('formatDinar', () => {
  it('uses Latin digits with separators and the dinar sign in every language', () => {
    expect(formatDinar(1_500_000, 'en')).toBe('1,500,000 د.ع');
    expect(formatDinar(1_500_000, 'ar')).toMatch(/^1.500.000 د\.ع$/);
    expect(formatDinar(250_000, 'ku')).toMatch(/^250.000 د\.ع$/);
    expect(formatDinar(1_500_000, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe('formatCompactNumber', () => {
  it.each([
    [150_000_000, 'en', '150M'],
    [150_000_000, 'ar', '150\u00a0مليون'],
    // Number and unit kept together by a no-break space. The same on the server (whose ICU has Sorani) and in Chromium (whose ICU has none).
    [150_000_000, 'ku', '150\u00a0ملیۆن'],
    [1_500, 'ku', '1.5\u00a0هەزار'],
    [2_500_000_000, 'ku', '2.5\u00a0ملیار'],
  ] as const)('%i in %s reads %s', (value, language, expected) => {
    expect(formatCompactNumber(value, language)).toBe(expected);
  });
});
