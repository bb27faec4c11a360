import { Direction } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isRtl } from '../../../../common/languages.ts';
import { LoginDialogProvider } from '../../features/auth/components/login-dialog-context.tsx';
import { useLanguage } from '../../lib/language.ts';
import { CityStrip } from './city-strip.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Every public screen: header, city strip, the page, footer; the login dialog on top. */
export function SiteShell() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const { pathname } = useLocation();
  return (
    <Direction.Provider dir={isRtl(language) ? 'rtl' : 'ltr'}>
      <LoginDialogProvider>
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
          >
            {t('skipToContent')}
          </a>
          <SiteHeader />
          <CityStrip />
          {/* At least a screen tall: while a lazy page loads, the footer stays below the fold instead
              of showing and then jumping down (CLS 0.70 on the listing page, bench/results.md). */}
          <div className="min-h-dvh flex-1">
            {/* A screen whose texts are not loaded yet waits here (one small request). */}
            <PageErrorBoundary pathname={pathname}>
              <Suspense fallback={null}>
                <Outlet />
              </Suspense>
            </PageErrorBoundary>
          </div>
          <SiteFooter />
        </div>
        <ScrollRestoration />
      </LoginDialogProvider>
    </Direction.Provider>
  );
}
