import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.ts';
import type { Listing } from '../listing-schemas.ts';
import { metaDescriptors } from './meta-descriptors.ts';
import { listingMeta, pageMeta } from './page-meta.ts';
import { listSitemapPages } from './public-urls.ts';
import { shareImagePath, shareImageVersion } from './share-image.ts';
import { type JsonLd, serializeJsonLd } from './structured-data.ts';

const origin = 'https://dar.iq';

const flat: Listing = {
  id: 42,
  title_en: 'Sunny flat in Karrada',
  title_ar: 'شقة مشمسة في الكرادة',
  title_ku: '',
  description_en:
    'A bright flat close to the river and the shops of Karrada, with a generator subscription and a balcony.',
  description_ar: 'شقة مضيئة قريبة من النهر ومحلات الكرادة، مع اشتراك مولدة وشرفة تطل على الشارع.',
  description_ku: '',
  price: 900_000,
  listing_type: 'rent',
  property_type: 'apartment',
  rental_type: 'long',
  payment_type: 'full',
  down_payment_percentage: 20,
  payment_years: 10,
  location_en: 'Karrada, Baghdad',
  location_ar: 'الكرادة، بغداد',
  bedrooms: 2,
  bathrooms: 1,
  area: 120,
  amenities: ['wifi'],
  images: ['/uploads/0123456789abcdef01234567-1600.webp', 'https://photos.example/2.jpg'],
  available: true,
  ownerId: 1,
  hide_phone: false,
  latitude: 33.305,
  longitude: 44.42,
  ownerVerified: false,
  hidden: false,
  hiddenReason: null,
  createdAt: new Date('2026-01-02T03:04:05Z'),
  updatedAt: new Date('2026-01-02T03:04:05Z'),
};

const plot: Listing = {
  ...flat,
  id: 43,
  title_en: 'Corner plot in Erbil',
  title_ar: 'قطعة أرض ركنية في أربيل',
  listing_type: 'land',
  rental_type: null,
  price: 150_000_000,
  location_en: 'Erbil',
  location_ar: 'أربيل',
  bedrooms: 0,
  bathrooms: 0,
  area: 600,
  images: [],
  latitude: null,
  longitude: null,
  available: false,
};

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON, which the assertions check
type Parsed = Record<string, any>;

/** Parses JSON-LD as a crawler would, from the text of its script element. */
function parseEmbedded(data: JsonLd): Parsed {
  const text = serializeJsonLd(data);
  expect(text).not.toMatch(/<|>/);
  return JSON.parse(text);
}

function expectOffer(data: Parsed) {
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('Offer');
  expect(data.url).toMatch(/^https:\/\/dar\.iq\/(en\/|ku\/)?apartments\/\d+$/);
  expect(typeof data.name).toBe('string');
  expect(data.price).toBeGreaterThan(0);
  expect(data.priceCurrency).toBe('IQD');
  expect(data.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  expect(data.itemOffered.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'IQ' });
  expect(data.itemOffered.address.addressLocality.length).toBeGreaterThan(1);
}

function expectBreadcrumbs(data: Parsed, names: string[]) {
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('BreadcrumbList');
  expect(data.itemListElement.map((item: { name: string }) => item.name)).toEqual(names);
  data.itemListElement.forEach((item: Record<string, unknown>, index: number) => {
    expect(item).toMatchObject({ '@type': 'ListItem', position: index + 1 });
    expect(item.item).toMatch(/^https:\/\/dar\.iq\//);
  });
}

describe('listingMeta', () => {
  it('says title, price in dinar, place, bedrooms and area in each language', () => {
    const ar = listingMeta(flat, { origin, language: 'ar' });
    expect(ar.title).toBe('شقة مشمسة في الكرادة · 900,000 د.ع · دار');
    expect(ar.description).toMatch(/^للإيجار: 900,000 د\.ع شهرياً · الكرادة، بغداد · غرفتا نوم · 120 م²\. شقة مضيئة/);
    const en = listingMeta(flat, { origin, language: 'en' });
    expect(en.title).toBe('Sunny flat in Karrada · 900,000 د.ع · Dar');
    expect(en.description).toMatch(
      /^For rent: 900,000 د\.ع per month · Karrada, Baghdad · 2 bedrooms · 120 m²\. A bright/,
    );
    expect(en.shareTitle).toBe('Sunny flat in Karrada · 900,000 د.ع per month');
    const ku = listingMeta(flat, { origin, language: 'ku' });
    expect(ku.description).toMatch(/^بۆ کرێ: 900,000 د\.ع مانگانە · الكرادة، بغداد · 2 ژووری نوستن · 120 م²/);
  });

  it('keeps descriptions to 160 characters, cut at a word', () => {
    const long = { ...flat, description_en: 'Spacious and bright. '.repeat(40) };
    const { description } = listingMeta(long, { origin, language: 'en' });
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/bright…$|Spacious…$/);
  });

  it('cuts a long title in the page title but not in the share title', () => {
    const title_en = `Family house ${'with a big garden '.repeat(10)}`.trim();
    const meta = listingMeta({ ...flat, title_en }, { origin, language: 'en' });
    expect(meta.title.length).toBeLessThan(100);
    expect(meta.title).toMatch(/… · 900,000 د\.ع · Dar$/);
    expect(meta.shareTitle.startsWith(title_en)).toBe(true);
  });

  it('prices a short stay per night and names no bedrooms for land', () => {
    const stay = listingMeta({ ...flat, rental_type: 'short', price: 75_000 }, { origin, language: 'en' });
    expect(stay.description).toMatch(/^Short stay: 75,000 د\.ع per night/);
    const land = listingMeta(plot, { origin, language: 'en' });
    expect(land.description).toMatch(/^Land for sale: 150,000,000 د\.ع · Erbil · 600 m²\./);
    expect(land.description).not.toMatch(/bedroom|Studio/);
  });

  it('has the canonical URL of its language, the three alternates and x-default', () => {
    const meta = listingMeta(flat, { origin, language: 'ku' });
    expect(meta.canonical).toBe('https://dar.iq/ku/apartments/42');
    expect(meta.alternates.map((a) => [a.hreflang, a.href])).toEqual([
      ['ar', 'https://dar.iq/apartments/42'],
      ['en', 'https://dar.iq/en/apartments/42'],
      ['ckb', 'https://dar.iq/ku/apartments/42'],
      ['x-default', 'https://dar.iq/apartments/42'],
    ]);
    expect([meta.locale, ...meta.alternateLocales]).toEqual(['ckb_IQ', 'ar_IQ', 'en_US']);
  });

  it('shows the share image of the listing as an absolute URL, one per language', () => {
    const ar = listingMeta(flat, { origin, language: 'ar' }).image.url;
    const en = listingMeta(flat, { origin, language: 'en' }).image.url;
    expect(ar).toMatch(/^https:\/\/dar\.iq\/og\/listings\/42\.jpg\?v=[0-9a-f]{8}$/);
    expect(en).toMatch(/^https:\/\/dar\.iq\/og\/listings\/42\.jpg\?v=[0-9a-f]{8}&lang=en$/);
  });

  it('describes the listing as a valid schema.org Offer of a home, and its breadcrumb trail', () => {
    const [offer, crumbs] = listingMeta(flat, { origin, language: 'en' }).jsonLd.map(parseEmbedded);
    expectOffer(offer!);
    expect(offer).toMatchObject({
      url: 'https://dar.iq/en/apartments/42',
      price: 900_000,
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      availability: 'https://schema.org/InStock',
      priceSpecification: { '@type': 'UnitPriceSpecification', unitCode: 'MON', priceCurrency: 'IQD' },
      image: ['https://dar.iq/uploads/0123456789abcdef01234567-1600.webp', 'https://photos.example/2.jpg'],
      itemOffered: {
        '@type': 'Accommodation',
        geo: { '@type': 'GeoCoordinates', latitude: 33.305, longitude: 44.42 },
        floorSize: { '@type': 'QuantitativeValue', value: 120, unitCode: 'MTK' },
        numberOfBedrooms: 2,
        numberOfBathroomsTotal: 1,
      },
    });
    expectBreadcrumbs(crumbs!, ['Home', 'Karrada, Baghdad', 'Sunny flat in Karrada']);
  });

  it('offers land for sale as a Place with its area, out of stock once withdrawn', () => {
    const [offer, crumbs] = listingMeta(plot, { origin, language: 'ar' }).jsonLd.map(parseEmbedded);
    expectOffer(offer!);
    expect(offer).toMatchObject({
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      availability: 'https://schema.org/OutOfStock',
      itemOffered: { '@type': 'Place', additionalProperty: { '@type': 'PropertyValue', value: 600, unitCode: 'MTK' } },
    });
    expect(offer).not.toHaveProperty('priceSpecification');
    expect(offer).not.toHaveProperty('image');
    expect(offer!.itemOffered).not.toHaveProperty('geo');
    expect(offer!.itemOffered).not.toHaveProperty('numberOfBedrooms');
    expectBreadcrumbs(crumbs!, ['الرئيسية', 'أربيل', 'قطعة أرض ركنية في أربيل']);
  });

  it('embeds a title that tries to close the script element as harmless text', () => {
    const hostile = { ...flat, title_en: '</script><script>alert(1)</script> & more' };
    const [offer] = listingMeta(hostile, { origin, language: 'en' }).jsonLd;
    const text = serializeJsonLd(offer!);
    expect(text).not.toContain('</script');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text).name).toBe(hostile.title_en);
  });
});

describe('pageMeta', () => {
  const pages = listSitemapPages();

  it('gives every public page a title and a description of at most 160 characters in each language', () => {
    for (const page of pages) {
      const texts = LANGUAGES.map((language) => pageMeta(page, { origin, language }));
      for (const meta of texts) {
        expect(meta.title.length, meta.title).toBeGreaterThan(5);
        expect(meta.description.length, meta.description).toBeGreaterThan(40);
        expect(meta.description.length, meta.description).toBeLessThanOrEqual(160);
        expect(meta.image.url).toBe('https://dar.iq/og/site.jpg?v=1');
      }
      expect(new Set(texts.map((meta) => meta.description)).size, JSON.stringify(page)).toBe(3);
    }
    expect(new Set(pages.map((page) => pageMeta(page, { origin, language: 'en' }).title)).size).toBe(pages.length);
  });

  it('names the city in its page', () => {
    const meta = pageMeta({ name: 'city', cityId: 'basra' }, { origin, language: 'ar' });
    expect(meta.title).toBe('منازل وأراضٍ في البصرة · دار');
    expect(meta.description).toContain('البصرة');
    expect(meta.canonical).toBe('https://dar.iq/city/basra');
    const [crumbs] = meta.jsonLd.map(parseEmbedded);
    expectBreadcrumbs(crumbs!, ['الرئيسية', 'كل المدن', 'البصرة']);
  });

  it('gives the list pages their breadcrumb trail and the home page the site', () => {
    const [sales] = pageMeta({ name: 'sales' }, { origin, language: 'en' }).jsonLd.map(parseEmbedded);
    expectBreadcrumbs(sales!, ['Home', 'Properties for sale']);
    expect(sales!.itemListElement[1].item).toBe('https://dar.iq/en/sales');
    const [site] = pageMeta({ name: 'home' }, { origin, language: 'ku' }).jsonLd.map(parseEmbedded);
    expect(site).toMatchObject({ '@type': 'WebSite', name: 'دار', url: 'https://dar.iq/ku', inLanguage: 'ckb' });
  });

  it('answers an unknown city with the cities page', () => {
    const meta = pageMeta({ name: 'city', cityId: 'atlantis' }, { origin, language: 'en' });
    expect(meta.canonical).toBe('https://dar.iq/en/city');
    expect(meta.title).toBe('All Cities · Dar');
  });
});

describe('metaDescriptors', () => {
  it('lists title, description, canonical, alternates, Open Graph, X and JSON-LD for React Router', () => {
    const descriptors = metaDescriptors(listingMeta(flat, { origin, language: 'en' }));
    const og = Object.fromEntries(
      descriptors.filter((d) => typeof d.property === 'string').map((d) => [d.property, d.content]),
    );
    expect(descriptors[0]).toEqual({ title: 'Sunny flat in Karrada · 900,000 د.ع · Dar' });
    expect(descriptors).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://dar.iq/en/apartments/42' });
    expect(descriptors).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://dar.iq/apartments/42',
    });
    expect(og).toMatchObject({
      'og:type': 'website',
      'og:title': 'Sunny flat in Karrada · 900,000 د.ع per month',
      'og:url': 'https://dar.iq/en/apartments/42',
      'og:locale': 'en_US',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:site_name': 'Dar',
    });
    expect(og['og:image']).toMatch(/^https:\/\/dar\.iq\/og\/listings\/42\.jpg\?v=/);
    expect(descriptors).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(descriptors.filter((d) => 'script:ld+json' in d)).toHaveLength(2);
  });
});

describe('shareImageVersion', () => {
  it('changes when the title, the price or the first photo changes, and only then', () => {
    const version = shareImageVersion(flat, 'ar');
    expect(shareImageVersion({ ...flat }, 'ar')).toBe(version);
    expect(shareImageVersion({ ...flat, title_ar: 'شقة أخرى في الكرادة' }, 'ar')).not.toBe(version);
    expect(shareImageVersion({ ...flat, price: 950_000 }, 'ar')).not.toBe(version);
    expect(shareImageVersion({ ...flat, images: ['https://photos.example/2.jpg'] }, 'ar')).not.toBe(version);
    // The English title is not drawn on the Arabic image.
    expect(shareImageVersion({ ...flat, title_en: 'Another flat' }, 'ar')).toBe(version);
    expect(shareImagePath(flat, 'ar')).toBe(`/og/listings/42.jpg?v=${version}`);
  });
});
