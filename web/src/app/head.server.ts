import type { LoaderFunctionArgs } from 'react-router';
import { LANGUAGE_TAGS, LANGUAGES, type Language, languageOfPath, pathInLanguage } from '#common/languages.ts';
import type { LdJson, PageHead } from './head.ts';
import { pageServicesContext } from './page-services.ts';
import { serverT } from './texts.server.ts';

/** Query parameters that do not make another page (a later page of the same list). */
const NOT_CANONICAL = ['cursor'];

export interface HeadInput {
  title: string;
  description: string;
  image?: string;
  jsonLd?: LdJson[];
}

/**
 * A page's head from its loader's arguments: the language and URLs come from the request, the
 * site's origin from the server (PUBLIC_URL), the texts from the caller.
 */
export function pageHead({ request, context }: LoaderFunctionArgs, input: HeadInput): PageHead {
  const { origin } = context.get(pageServicesContext);
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  for (const name of NOT_CANONICAL) url.searchParams.delete(name);
  const path = url.pathname + url.search;
  const href = (lang: Language) => origin + pathInLanguage(path, lang);
  return {
    title: input.title,
    description: input.description,
    url: href(language),
    alternates: [
      ...LANGUAGES.map((lang) => ({ hreflang: LANGUAGE_TAGS[lang], href: href(lang) })),
      { hreflang: 'x-default', href: href('ar') },
    ],
    language,
    image: input.image ?? `${origin}/og/default.png`,
    jsonLd: input.jsonLd,
  };
}

/** A translate function in the language of the page a loader is making. */
export function pageT({ request }: LoaderFunctionArgs) {
  return serverT(languageOfPath(new URL(request.url).pathname));
}

/** The head of a page whose texts are fixed: its title and description by locale key. */
export function textPageHead(args: LoaderFunctionArgs, titleKey: string, descriptionKey: string): PageHead {
  const t = pageT(args);
  return pageHead(args, { title: t(titleKey), description: t(descriptionKey) });
}
