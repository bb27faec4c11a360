import { SaxesParser } from 'saxes';
import { expect } from 'vitest';

/**
 * Test helpers: a sitemap parsed as a crawler parses it (saxes refuses XML that is not
 * well-formed and resolves namespaces), checked against the structure of sitemaps.org's
 * schemas (sitemap.xsd, siteindex.xsd) with Google's xhtml:link language alternates.
 */
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

interface XmlElement {
  uri: string;
  local: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(Object.values(tag.attributes).map((a) => [a.local, a.value]));
    const element = { uri: tag.uri, local: tag.local, attributes, children: [], text: '' };
    open.at(-1)?.children.push(element);
    root ??= element;
    open.push(element);
  });
  parser.on('text', (chunk) => {
    const element = open.at(-1);
    if (element) element.text += chunk;
  });
  parser.on('closetag', () => open.pop());
  parser.write(text).close();
  return root!;
}

export interface SitemapUrl {
  loc: string;
  lastmod: string | undefined;
  alternates: Record<string, string>;
}

function expectAbsolute(url: string) {
  expect(url).toMatch(/^https?:\/\/[^/]+\//);
  expect(url.length).toBeLessThan(2048);
}

/** A <urlset>: each <url> has loc, an optional lastmod, then only elements of other namespaces (xhtml:link). */
export function parseUrlset(text: string): SitemapUrl[] {
  const root = parseXml(text);
  expect([root.uri, root.local]).toEqual([SITEMAP_NS, 'urlset']);
  const urls = root.children.map((url) => {
    expect([url.uri, url.local]).toEqual([SITEMAP_NS, 'url']);
    const [loc, ...rest] = url.children;
    expect(loc?.local).toBe('loc');
    expectAbsolute(loc!.text);
    const lastmod = rest[0]?.local === 'lastmod' ? rest.shift()!.text : undefined;
    if (lastmod !== undefined) expect(lastmod).toMatch(W3C_DATETIME);
    const alternates: Record<string, string> = {};
    for (const link of rest) {
      expect([link.uri, link.local, link.attributes.rel]).toEqual([XHTML_NS, 'link', 'alternate']);
      expectAbsolute(link.attributes.href!);
      alternates[link.attributes.hreflang!] = link.attributes.href!;
    }
    return { loc: loc!.text, lastmod, alternates };
  });
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.length).toBeLessThanOrEqual(50_000);
  return urls;
}

/** A <sitemapindex>: the locations of its sitemaps. */
export function parseSitemapIndex(text: string): string[] {
  const root = parseXml(text);
  expect([root.uri, root.local]).toEqual([SITEMAP_NS, 'sitemapindex']);
  return root.children.map((sitemap) => {
    expect([sitemap.uri, sitemap.local]).toEqual([SITEMAP_NS, 'sitemap']);
    const [loc] = sitemap.children;
    expect(loc?.local).toBe('loc');
    expectAbsolute(loc!.text);
    return loc!.text;
  });
}
