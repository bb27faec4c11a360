import { data, type LoaderFunctionArgs, Outlet } from 'react-router';
import { languageOfPath } from '#common/languages.ts';
import { switchLanguage } from '#web/lib/i18n.ts';

/** `en` and `ku` are the only language prefixes (Arabic has none): `/fr/sales` is not a page. */
function checkLanguage(lang: string | undefined): void {
  if (lang !== undefined && lang !== 'en' && lang !== 'ku') throw data(null, { status: 404 });
}

export function loader({ params }: LoaderFunctionArgs) {
  checkLanguage(params.lang);
  return null;
}

/**
 * In the browser, a move to another language's URL first loads that language's texts, so the
 * next page renders in it at once (the current page stays on screen meanwhile).
 */
export async function clientLoader({ params, request }: LoaderFunctionArgs) {
  checkLanguage(params.lang);
  await switchLanguage(languageOfPath(new URL(request.url).pathname));
  return null;
}

export default function LanguageRoute() {
  return <Outlet />;
}
