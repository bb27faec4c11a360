import type { PageMeta } from './page-meta.ts';
import { SHARE_IMAGE } from './share-image.ts';

/**
 * The meta as React Router's `meta` export returns it (title, meta, link and JSON-LD
 * descriptors); React Router escapes the JSON-LD itself.
 */
export function metaDescriptors(meta: PageMeta): Record<string, unknown>[] {
  const property = (name: string, content: string | number) => ({ property: name, content: String(content) });
  const named = (name: string, content: string) => ({ name, content });
  return [
    { title: meta.title },
    named('description', meta.description),
    { tagName: 'link', rel: 'canonical', href: meta.canonical },
    ...meta.alternates.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hreflang,
      href: alternate.href,
    })),
    property('og:type', 'website'),
    property('og:site_name', meta.siteName),
    property('og:title', meta.shareTitle),
    property('og:description', meta.description),
    property('og:url', meta.canonical),
    property('og:locale', meta.locale),
    ...meta.alternateLocales.map((locale) => property('og:locale:alternate', locale)),
    property('og:image', meta.image.url),
    property('og:image:type', SHARE_IMAGE.type),
    property('og:image:width', SHARE_IMAGE.width),
    property('og:image:height', SHARE_IMAGE.height),
    property('og:image:alt', meta.image.alt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.shareTitle),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image.url),
    named('twitter:image:alt', meta.image.alt),
    ...meta.jsonLd.map((data) => ({ 'script:ld+json': data })),
  ];
}
