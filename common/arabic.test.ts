import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from './arabic.ts';

describe('normaliseSearchText', () => {
  it('makes ta marbuta and ha equal, so "شقه" finds "شقة"', () => {
    expect(normaliseSearchText('شقة')).toBe(normaliseSearchText('شقه'));
  });
  it('unifies alef forms and alef maqsura', () => {
    expect(normaliseSearchText('أربيل إسكان آمنة مبنى')).toBe('اربيل اسكان امنه مبني');
  });
  it('strips harakat and tatweel', () => {
    expect(normaliseSearchText('بَيْتٌ جَمِيــلٌ')).toBe('بيت جميل');
  });
  it('lower-cases Latin text', () => {
    expect(normaliseSearchText('Villa in KARRADA')).toBe('villa in karrada');
  });
});
