import type { LoaderFunctionArgs } from 'react-router';
import { languageOfPath } from '#common/languages.ts';
import type { SeoContext } from '#common/seo/structured-data.ts';
import { pageServicesContext } from './page-services.ts';

/** What a page's head is made from: the site's public origin and the language of the page's URL. */
export function seoContext({ request, context }: LoaderFunctionArgs): SeoContext {
  return { origin: context.get(pageServicesContext).origin, language: languageOfPath(new URL(request.url).pathname) };
}
