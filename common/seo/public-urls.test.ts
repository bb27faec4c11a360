import { describe, expect, it } from 'vitest';
import { absoluteUrl, alternateLinks, listSitemapPages, publicPagePath } from './public-urls.ts';

describe('publicPagePath', () => {
  it('names every public page', () => {
    expect(publicPagePath({ name: 'home' })).toBe('/');
    expect(publicPagePath({ name: 'cities' })).toBe('/city');
    expect(publicPagePath({ name: 'city', cityId: 'sadr_city' })).toBe('/city/sadr_city');
    expect(publicPagePath({ name: 'listing', id: 7 })).toBe('/apartments/7');
    expect(publicPagePath({ name: 'listProperty' })).toBe('/list-property');
  });
});

describe('alternateLinks', () => {
  it('gives ar, en, ckb and x-default (the Arabic page) as absolute URLs', () => {
    expect(alternateLinks('https://dar.iq', '/city/basra')).toEqual([
      { hreflang: 'ar', href: 'https://dar.iq/city/basra' },
      { hreflang: 'en', href: 'https://dar.iq/en/city/basra' },
      { hreflang: 'ckb', href: 'https://dar.iq/ku/city/basra' },
      { hreflang: 'x-default', href: 'https://dar.iq/city/basra' },
    ]);
  });

  it("names the home page's English and Kurdish versions /en and /ku", () => {
    expect(alternateLinks('https://dar.iq', '/').map((a) => a.href)).toEqual([
      'https://dar.iq/',
      'https://dar.iq/en',
      'https://dar.iq/ku',
      'https://dar.iq/',
    ]);
  });

  it('keeps the port of a local origin', () => {
    expect(absoluteUrl('http://127.0.0.1:3000', '/en')).toBe('http://127.0.0.1:3000/en');
  });
});

describe('listSitemapPages', () => {
  it('lists the seven pages and the 20 city pages once each', () => {
    const paths = listSitemapPages().map(publicPagePath);
    expect(paths).toHaveLength(27);
    expect(new Set(paths).size).toBe(27);
    expect(paths).toEqual(expect.arrayContaining(['/', '/sales', '/lands', '/city', '/about', '/city/erbil']));
  });
});
