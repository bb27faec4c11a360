import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAZY_PAGES, pageSource } from '../../common/lazy-pages.ts';
import { buildTestApp, type TestApp } from '../test-utils/test-app.ts';

/** A build as Vite writes it: index.html names the first load; the manifest maps sources to chunks. */
const INDEX_HTML =
  '<!doctype html><html><head><title>Dar</title>' +
  '<script type="module" crossorigin src="/assets/initial-aaa.js"></script>' +
  '<link rel="modulepreload" href="/assets/listings-ttt.js"></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  '_initial-aaa.js': { file: 'assets/initial-aaa.js', css: ['assets/initial-aaa.css'] },
  '_paged-listings-ppp.js': { file: 'assets/paged-listings-ppp.js', imports: ['_initial-aaa.js'] },
  [pageSource(LAZY_PAGES.sales)]: {
    file: 'assets/sales-page-sss.js',
    isDynamicEntry: true,
    imports: ['_initial-aaa.js', '_paged-listings-ppp.js'],
  },
  [pageSource(LAZY_PAGES.apartment)]: {
    file: 'assets/apartment-page-ddd.js',
    isDynamicEntry: true,
    imports: ['_initial-aaa.js'],
    // The map loads later, when its section comes near the screen: never a hint.
    dynamicImports: ['src/features/map/components/listing-map.tsx'],
    css: ['assets/apartment-page-ddd.css'],
  },
  'src/features/map/components/listing-map.tsx': { file: 'assets/listing-map-mmm.js', isDynamicEntry: true },
  'src/locales/ar/booking.json': { file: 'assets/booking-bbb.js', isDynamicEntry: true },
  'src/locales/ar/listings.json': { file: 'assets/listings-ttt.js', isDynamicEntry: true },
};

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'dar-web-'));
  mkdirSync(join(webRoot, 'assets'));
  mkdirSync(join(webRoot, '.vite'));
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  for (const chunk of Object.values(MANIFEST)) writeFileSync(join(webRoot, chunk.file), 'export {};');
  t = await buildTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

async function head(url: string): Promise<string> {
  const response = await t.app.inject(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.body.slice(0, response.body.indexOf('</head>'));
}

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
const fetchPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map((m) =>
    m[1]?.replaceAll('&amp;', '&'),
  );

describe('route hints in index.html', () => {
  it("names the sales page's chunk and what it imports, less the first load, and they exist", async () => {
    const preloads = modulePreloads(await head('/sales'));
    expect(preloads).toEqual(['/assets/listings-ttt.js', '/assets/sales-page-sss.js', '/assets/paged-listings-ppp.js']);
    for (const href of preloads) expect((await t.app.inject(href as string)).statusCode, href).toBe(200);
  });

  it("preloads the list's first page as the page asks for it, filters included, and the session check", async () => {
    expect(fetchPreloads(await head('/sales'))).toEqual(['/api/apartments?listingType=sale', '/api/auth/user']);
    const filtered = fetchPreloads(await head('/sales?city=erbil&bedrooms=2&rentalType=short&unknown=1'));
    expect(filtered).toEqual(['/api/apartments?bedrooms=2&city=erbil&listingType=sale', '/api/auth/user']);
    // What the page will ask for is a request the API answers.
    expect((await t.app.inject(filtered[0] as string)).statusCode).toBe(200);
    expect(fetchPreloads(await head('/city/erbil?listingType=land'))[0]).toBe(
      '/api/apartments?city=erbil&listingType=land',
    );
  });

  it("names the listing page's chunk, its style and booking texts, and the listing's request", async () => {
    const html = await head('/apartments/12');
    expect(modulePreloads(html)).toEqual([
      '/assets/listings-ttt.js',
      '/assets/apartment-page-ddd.js',
      '/assets/booking-bbb.js',
    ]);
    expect(html).toContain('<link rel="preload" as="style" href="/assets/apartment-page-ddd.css">');
    expect(html).not.toContain('listing-map');
    expect(html).not.toContain('initial-aaa.css');
    expect(fetchPreloads(html)).toEqual(['/api/apartments/12', '/api/auth/user']);
  });

  it('answers an invalid listing id or an unknown city with the page, without a request it would not make', async () => {
    for (const url of ['/apartments/abc', '/apartments/0', '/city/atlantis']) {
      const html = await head(url);
      if (url.startsWith('/apartments/')) expect(modulePreloads(html), url).toContain('/assets/apartment-page-ddd.js');
      expect(fetchPreloads(html), url).toEqual(['/api/auth/user']);
    }
  });

  it('adds nothing to the home page (in the first load), the management area or an unknown path', async () => {
    for (const url of ['/', '/admin/bookings', '/no-such-page']) {
      expect(await head(url), url).toBe(INDEX_HTML.slice(0, INDEX_HTML.indexOf('</head>')));
    }
  });

  it('revalidates the page with its ETag', async () => {
    const etag = (await t.app.inject('/sales')).headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await t.app.inject({ url: '/sales', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ url: '/lands', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it('leaves API paths alone', async () => {
    const missing = await t.app.inject({ url: '/api/nothing-here', headers: { 'accept-language': 'en' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    const list = await t.app.inject('/api/apartments?listingType=sale');
    expect(list.headers['content-type']).toContain('application/json');
  });
});
