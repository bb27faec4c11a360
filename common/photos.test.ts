import { describe, expect, it } from 'vitest';
import { PHOTO_URL } from './listings.ts';
import { photoSrcSet } from './photos.ts';

describe('photoSrcSet', () => {
  it('lists the three stored widths of an uploaded photo', () => {
    const url = '/uploads/0123456789abcdef01234567-1600.webp';
    expect(PHOTO_URL.test(url)).toBe(true);
    expect(photoSrcSet(url)).toBe(
      '/uploads/0123456789abcdef01234567-400.webp 400w, ' +
        '/uploads/0123456789abcdef01234567-800.webp 800w, ' +
        '/uploads/0123456789abcdef01234567-1600.webp 1600w',
    );
  });

  it('lists the widths of a stored photo answered under a CDN address (PHOTO_BASE_URL)', () => {
    const url = 'https://cdn.dar.iq/photos/0123456789abcdef01234567-1600.webp';
    expect(PHOTO_URL.test(url)).toBe(true);
    expect(photoSrcSet(url)).toBe(
      'https://cdn.dar.iq/photos/0123456789abcdef01234567-400.webp 400w, ' +
        'https://cdn.dar.iq/photos/0123456789abcdef01234567-800.webp 800w, ' +
        'https://cdn.dar.iq/photos/0123456789abcdef01234567-1600.webp 1600w',
    );
  });

  it('has none for photos by URL or anything that is not a stored 1600 variant', () => {
    expect(photoSrcSet('https://example.com/a-1600.webp')).toBeUndefined();
    expect(photoSrcSet('/uploads/0123456789abcdef01234567-800.webp')).toBeUndefined();
    expect(photoSrcSet('/uploads/../etc/passwd-1600.webp')).toBeUndefined();
    expect(photoSrcSet('http://cdn.dar.iq/0123456789abcdef01234567-1600.webp')).toBeUndefined();
    expect(photoSrcSet('https://cdn.dar.iq/x?0123456789abcdef01234567-1600.webp')).toBeUndefined();
  });
});
