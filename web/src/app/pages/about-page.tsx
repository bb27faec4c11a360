import type { LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from '#web/lib/links.tsx';
import { pageMeta } from '#common/seo/page-meta.ts';
import { pageMetaTags } from '../meta.ts';
import { seoContext } from '../seo.server.ts';
import type { PageHandle } from '../page-handle.ts';

const POINTS = ['browse', 'list', 'languages'] as const;

export function loader(args: LoaderFunctionArgs) {
  return { meta: pageMeta({ name: 'about' }, seoContext(args)) };
}

export const meta = pageMetaTags;

export const handle: PageHandle = { i18n: ['about'] };

/** `/about`: the spec shows no content; a short description of the service. */
export default function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('intro')}</p>
      <ul className="mt-6 space-y-3">
        {POINTS.map((point) => (
          <li key={point} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
            <h2 className="font-semibold">{t(`points.${point}.title`)}</h2>
            <p className="mt-1 text-slate-600 dark:text-slate-400">{t(`points.${point}.text`)}</p>
          </li>
        ))}
      </ul>
      <Link to="/contact" className="mt-8 inline-block font-medium text-brand-700 underline dark:text-brand-500">
        {t('contact')}
      </Link>
    </main>
  );
}
