import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from '#web/lib/links.tsx';

const SOCIAL_NETWORKS = ['Facebook', 'Instagram', 'X'] as const;

export function SiteFooter() {
  const { t } = useTranslation('shell');
  return (
    <footer className="mt-12 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-brand-700 dark:text-brand-500">{t('common:brand')}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('common:tagline')}</p>
        </div>
        <nav aria-label={t('footer.quickLinks')}>
          <h2 className="text-sm font-semibold">{t('footer.quickLinks')}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link to="/" className="hover:text-brand-700 dark:hover:text-brand-500">
                {t('footer.home')}
              </Link>
            </li>
            <li>
              <Link to="/about" className="hover:text-brand-700 dark:hover:text-brand-500">
                {t('footer.about')}
              </Link>
            </li>
            <li>
              <Link to="/contact" className="hover:text-brand-700 dark:hover:text-brand-500">
                {t('footer.contact')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold">{t('footer.followUs')}</h2>
          {/* The spec's social links point nowhere yet. */}
          <ul className="mt-2 flex gap-3 text-sm">
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>
                <a href="#top" className="hover:text-brand-700 dark:hover:text-brand-500" lang="en">
                  {network}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        {t('footer.copyright', { year: 2024 })}
      </p>
    </footer>
  );
}
