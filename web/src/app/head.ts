import type { MetaDescriptor } from 'react-router';
import type { Language } from '#common/languages.ts';

export type LdJson = Extract<MetaDescriptor, { 'script:ld+json': unknown }>['script:ld+json'];

/** What a public page says of itself to search engines and chat apps (made by its loader). */
export interface PageHead {
  title: string;
  description: string;
  /** The page's absolute URL, and the same page's URL in each language. */
  url: string;
  alternates: { hreflang: string; href: string }[];
  language: Language;
  /** An absolute URL of a 1200×630 image for share previews. */
  image: string;
  jsonLd?: LdJson[];
}

/** Open Graph's locales: Iraqi Arabic and Sorani, and English. */
const OG_LOCALES: Record<Language, string> = { ar: 'ar_IQ', en: 'en_US', ku: 'ckb_IQ' };
/** The tags of a page's head (a route's `meta`); none when its loader failed (the error screen titles the page). */
export function headTags(head: PageHead | undefined): MetaDescriptor[] {
  if (!head) return [];
  return [
    { title: head.title },
    { name: 'description', content: head.description },
    { tagName: 'link', rel: 'canonical', href: head.url },
    ...head.alternates.map(({ hreflang, href }) => ({ tagName: 'link', rel: 'alternate', hrefLang: hreflang, href })),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'Dar' },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: head.url },
    { property: 'og:image', content: head.image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:locale', content: OG_LOCALES[head.language] },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: head.title },
    { name: 'twitter:description', content: head.description },
    { name: 'twitter:image', content: head.image },
    ...(head.jsonLd ?? []).map((json) => ({ 'script:ld+json': json })),
  ];
}

/** A route's `meta`: the tags of the head its loader made. */
export function headMeta({ loaderData }: { loaderData?: { head?: PageHead } | null }): MetaDescriptor[] {
  return headTags(loaderData?.head);
}
