import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildWebIfStale } from '../../scripts/build-web-if-stale.ts';
import { DEFAULT_WEB_ROOT } from '../app.ts';
import { insertListing } from '../features/listings/test-listings.ts';
import { buildTestApp, createTestUser, sessionCookie, type TestApp } from '../test-utils/test-app.ts';

/** The pages as a crawler or a chat app's preview fetches them: plain HTTP, no JavaScript run. */
let t: TestApp;
let listingId: number;
let withdrawnId: number;
let ownerCookie: string;

function head(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}
const metaProperty = (html: string, property: string) =>
  head(html, new RegExp(`<meta property="${property}" content="([^"]*)"`));
const metaName = (html: string, name: string) => head(html, new RegExp(`<meta name="${name}" content="([^"]*)"`));
/** Every JSON-LD block of a page, parsed: a block that is not valid JSON fails the test. */
// biome-ignore lint/suspicious/noExplicitAny: the tests read schema.org objects of any shape
const jsonLd = (html: string): any[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ''),
  );
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

beforeAll(async () => {
  buildWebIfStale();
  t = await buildTestApp({ webRoot: DEFAULT_WEB_ROOT, env: { PUBLIC_URL: 'https://dar.example' } });
  const owner = await createTestUser(t.db, { role: 'owner' });
  ownerCookie = (await sessionCookie(t.app, owner)).cookie;
  listingId = (
    await insertListing(t.db, owner.id, {
      title_en: 'Family house in Mansour',
      title_ar: 'بيت عائلي في المنصور',
      price: 250_000_000,
      listing_type: 'sale',
      rental_type: null,
      location_en: 'Mansour, Baghdad',
      location_ar: 'المنصور، بغداد',
      bedrooms: 4,
      images: ['/uploads/0123456789abcdef01234567-1600.webp'],
    })
  ).id;
  withdrawnId = (await insertListing(t.db, owner.id, { available: false, title_en: 'Withdrawn flat for rent' })).id;
}, 120_000);
afterAll(() => t.close());

describe('public pages, as a crawler sees them', () => {
  it.each([
    ['/', 'ar', 'rtl', 'اعثر على منزلك المثالي في العراق'],
    ['/en', 'en', 'ltr', 'Find Your Perfect Home in Iraq'],
    ['/ku/sales', 'ckb', 'rtl', null],
    ['/en/lands', 'en', 'ltr', 'Land in Iraq'],
    ['/en/city/baghdad', 'en', 'ltr', 'Baghdad'],
    ['/city', 'ar', 'rtl', null],
    ['/en/about', 'en', 'ltr', 'About Dar'],
    ['/en/contact', 'en', 'ltr', 'Contact us'],
    ['/en/list-property', 'en', 'ltr', null],
  ])('%s answers 200 in its language (%s, %s), with its title in the HTML', async (path, lang, dir, title) => {
    const response = await t.app.inject(path);
    expect(response.statusCode, path).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(`<html lang="${lang}" dir="${dir}"`);
    const pageTitle = head(response.body, /<title>([^<]*)<\/title>/);
    expect(pageTitle).toBeTruthy();
    if (title) expect(decode(pageTitle ?? '')).toContain(title);
    expect(metaName(response.body, 'description')).toBeTruthy();
  });

  it("renders a listing's title, price, city and photo into the page and its share preview", async () => {
    const response = await t.app.inject(`/en/apartments/${listingId}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    // Marked with its language, for screen readers and the bidi algorithm.
    expect(head(html, /<h1[^>]*><span lang="en" dir="ltr">([^<]*)<\/span><\/h1>/)).toBe('Family house in Mansour');
    expect(html).toContain('250,000,000');
    // Its reference, and when it was posted, in the page's language.
    expect(html).toContain(`DAR-${String(listingId).padStart(6, '0')}`);
    expect(html).toContain('Posted today');
    expect(decode(metaProperty(html, 'og:title') ?? '')).toMatch(/^Family house in Mansour · .*250,000,000/);
    expect(decode(metaProperty(html, 'og:description') ?? '')).toMatch(/250,000,000.*Mansour, Baghdad.*4 bedrooms/);
    // The photo cropped to 1200×630 by the server, at an absolute, versioned address.
    const image = decode(metaProperty(html, 'og:image') ?? '');
    expect(image).toMatch(new RegExp(`^https://dar\\.example/og/listings/${listingId}\\.jpg\\?v=\\w+&lang=en$`));
    const picture = await t.app.inject(image.replace('https://dar.example', ''));
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(metaProperty(html, 'og:image:width')).toBe('1200');
    expect(metaProperty(html, 'og:url')).toBe(`https://dar.example/en/apartments/${listingId}`);
    expect(metaProperty(html, 'og:locale')).toBe('en_US');
    expect(metaName(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('describes the listing to search engines as valid JSON-LD: an Offer in dinar of a place in Iraq, and its breadcrumbs', async () => {
    const html = (await t.app.inject(`/en/apartments/${listingId}`)).body;
    const [offer, breadcrumbs] = jsonLd(html);
    expect(offer).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      url: `https://dar.example/en/apartments/${listingId}`,
      name: 'Family house in Mansour',
      price: 250_000_000,
      priceCurrency: 'IQD',
      image: ['https://dar.example/uploads/0123456789abcdef01234567-1600.webp'],
      itemOffered: {
        '@type': 'Accommodation',
        numberOfBedrooms: 4,
        address: { '@type': 'PostalAddress', addressLocality: 'Mansour, Baghdad', addressCountry: 'IQ' },
      },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(breadcrumbs?.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Mansour, Baghdad',
      'Family house in Mansour',
    ]);
    expect(breadcrumbs?.itemListElement[1].item).toBe('https://dar.example/en/city/mansour');
  });

  it.each([
    ['/en', 'WebSite'],
    ['/en/sales', 'BreadcrumbList'],
    ['/ku/city/erbil', 'BreadcrumbList'],
  ])('%s carries %s JSON-LD and the site share image at an absolute URL', async (path, type) => {
    const html = (await t.app.inject(path)).body;
    expect(jsonLd(html).map((data) => data['@type'])).toEqual([type]);
    expect(decode(metaProperty(html, 'og:image') ?? '')).toMatch(/^https:\/\/dar\.example\/og\/site\.jpg\?v=\d+$/);
  });

  it('names the canonical URL and the same page in the three languages', async () => {
    const html = (await t.app.inject(`/ku/apartments/${listingId}`)).body;
    expect(html).toContain(`<link rel="canonical" href="https://dar.example/ku/apartments/${listingId}"/>`);
    for (const [hreflang, path] of [
      ['ar', ''],
      ['en', '/en'],
      ['ckb', '/ku'],
      ['x-default', ''],
    ]) {
      expect(html).toContain(
        `<link rel="alternate" hrefLang="${hreflang}" href="https://dar.example${path}/apartments/${listingId}"/>`,
      );
    }
  });

  it('answers a real 404 with the Page Not Found page for unknown paths, language prefixes and listings', async () => {
    for (const path of ['/no-such-page', '/en/no/such/page', '/fr/sales', '/city/atlantis', '/apartments/999999']) {
      const response = await t.app.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect((await t.app.inject('/en/no-such-page')).body).toContain('Page Not Found');
    expect((await t.app.inject('/en/apartments/999999')).body).toContain('Property not found');
  });

  it('answers 410 for a withdrawn listing, and shows it only to its owner', async () => {
    const visitor = await t.app.inject(`/en/apartments/${withdrawnId}`);
    expect(visitor.statusCode).toBe(410);
    expect(visitor.body).toContain('This listing is no longer available');
    const owner = await t.app.inject({ url: `/en/apartments/${withdrawnId}`, headers: { cookie: ownerCookie } });
    expect(owner.statusCode).toBe(200);
    expect(owner.body).toContain('Withdrawn flat for rent');
  });

  it('sends a reader who chose English before from / to /en, keeping the query', async () => {
    const response = await t.app.inject({ url: '/?rentalType=short', headers: { cookie: 'lang=en' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en?rentalType=short');
    expect((await t.app.inject({ url: '/', headers: { cookie: 'lang=ar' } })).statusCode).toBe(200);
  });

  it('sends a visitor asking for a signed-in screen to /login, in the same language, with the way back', async () => {
    const response = await t.app.inject('/en/my-bookings');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/login?next=%2Fmy-bookings');
  });

  it('sends a signed-in reader who opens /login on to where they were going (never off the site)', async () => {
    const signedIn = { cookie: ownerCookie };
    const onward = await t.app.inject({ url: '/ku/login?next=%2Fmy-properties', headers: signedIn });
    expect(onward.statusCode).toBe(302);
    expect(onward.headers.location).toBe('/ku/my-properties');
    const offSite = await t.app.inject({ url: '/login?next=%2F%2Fevil.example', headers: signedIn });
    expect(offSite.headers.location).toBe('/');
    expect((await t.app.inject('/en/login')).statusCode).toBe(200);
  });

  it("lets only the page's own inline scripts run: each has its hash in the Content-Security-Policy", async () => {
    const response = await t.app.inject('/en/sales');
    const policy = String(response.headers['content-security-policy']);
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    const inline = [...response.body.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (match) => !(match[1] ?? '').includes('application/json') && !(match[1] ?? '').includes('ld+json'),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline) {
      const hash = `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`;
      expect(scriptSources).toContain(hash);
    }
    expect(scriptSources).not.toContain("'unsafe-inline'");
  });

  it('sends every part of a page in its place: nothing is held back to appear after the first paint', async () => {
    // React sends a Suspense boundary past its chunk size after the page and reveals it a frame
    // later: the city strip, the footer and the contact box then moved the page (CLS 0.29).
    for (const path of ['/', '/en/sales', `/apartments/${listingId}`]) {
      const html = (await t.app.inject(path)).body;
      expect(html).toContain('<footer');
      expect(html).not.toMatch(/<template id="B:|\$RC\(/);
    }
  });

  it("holds the app's code until the first screen has painted, then names every module it needs", async () => {
    const html = (await t.app.inject('/en/sales')).body;
    expect(html, 'no module is fetched with the page itself').not.toMatch(/rel="modulepreload"|type="module"/);
    const held = head(html, /<script type="text\/dar-held" id="dar-app-code">([\s\S]*?)<\/script>/) ?? '';
    expect(held).toMatch(/import\("\/assets\/entry\.client-[^"]+\.js"\)/);
    const start = html.slice(html.indexOf('id="dar-app-code"'));
    const modules = JSON.parse(head(start, /\}\)\((\[[^\]]*\])\);<\/script>/) ?? '[]') as string[];
    expect(modules.length).toBeGreaterThan(3);
    for (const module of modules) {
      expect(module).toMatch(/^\/assets\/[^"]+\.js$/);
      expect((await t.app.inject(module)).statusCode).toBe(200);
    }
    expect(start).toContain('img[fetchpriority="high"]');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/styles-[^"]+\.css"/);
  });

  it("embeds the first screen's texts, so hydration waits for no request", async () => {
    const html = (await t.app.inject('/en/about')).body;
    const texts = JSON.parse(
      head(html, /<script id="dar-texts" type="application\/json">([\s\S]*?)<\/script>/) ?? '{}',
    );
    expect(texts.about.title).toBe('About Dar');
    expect(texts.shell).toBeDefined();
    expect(texts.admin).toBeUndefined();
  });

  it('keeps a visitor page and forgets it when a listing changes; never keeps a signed-in page', async () => {
    const kept = await buildTestApp({ webRoot: DEFAULT_WEB_ROOT, env: { SEARCH_CACHE_SECONDS: '60' } });
    try {
      const searches = vi.spyOn(kept.app.publicSearch, 'answer');
      const first = await kept.app.inject('/en/sales');
      expect(first.body).not.toContain('Villa with a pool in Erbil');
      expect((await kept.app.inject('/en/sales')).body).toBe(first.body);
      expect(searches).toHaveBeenCalledTimes(1);

      const owner = await createTestUser(kept.db, { role: 'owner' });
      await insertListing(kept.db, owner.id, { title_en: 'Villa with a pool in Erbil', listing_type: 'sale' });
      // The database announces the change (its trigger); the kept page goes with it.
      await vi.waitFor(async () =>
        expect((await kept.app.inject('/en/sales')).body).toContain('Villa with a pool in Erbil'),
      );

      const { cookie } = await sessionCookie(kept.app, owner);
      searches.mockClear();
      await kept.app.inject({ url: '/en/lands', headers: { cookie } });
      await kept.app.inject({ url: '/en/lands', headers: { cookie } });
      expect(searches).toHaveBeenCalledTimes(2);
    } finally {
      await kept.close();
    }
  });
});

describe('assets', () => {
  const clientAssets = join(DEFAULT_WEB_ROOT, 'client', 'assets');

  it("caches hashed assets for a year and sends the build's brotli copy to a client that accepts it", async () => {
    const script = readdirSync(clientAssets).find(
      (file) => file.endsWith('.js') && readdirSync(clientAssets).includes(`${file}.br`),
    );
    expect(script).toBeDefined();
    const response = await t.app.inject({ url: `/assets/${script}`, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(
      readFileSync(join(clientAssets, script ?? '')).toString(),
    );
  });

  it('answers unknown API paths with a JSON 404, never a page', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers a missing file with 404 rather than a page', async () => {
    expect((await t.app.inject('/missing-image.png')).statusCode).toBe(404);
  });
});
