import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Outlet, useLocation } from 'react-router';
import { pathWithoutLanguage } from '#common/languages.ts';
import type { ListingCardJson } from '#common/listing-schemas.ts';
import { LoginDialogProvider } from '#web/features/auth/components/login-dialog-context.tsx';
import { CardActionContext } from '#web/features/listings/components/card-action.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { SiteHeader } from './site-header.tsx';

// What the first screen does not need at once hydrates when its code arrives: the server renders
// it, React keeps that HTML meanwhile (a click is replayed), and the first load stays in budget.
const CityStrip = lazy(() => import('./city-strip.tsx').then((m) => ({ default: m.CityStrip })));
const SiteFooter = lazy(() => import('./site-footer.tsx').then((m) => ({ default: m.SiteFooter })));
const VerifyEmailReminder = lazy(() =>
  import('#web/features/auth/components/verify-email-reminder.tsx').then((m) => ({
    default: m.VerifyEmailReminder,
  })),
);
const FavouritesSync = lazy(() =>
  import('#web/features/favourites/components/favourites-sync.tsx').then((m) => ({ default: m.FavouritesSync })),
);
const FavouriteButton = lazy(() =>
  import('#web/features/favourites/components/favourite-button.tsx').then((m) => ({ default: m.FavouriteButton })),
);

function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * Every screen: header, city strip, the page, footer; the login dialog on top. The management
 * area keeps the header (language, theme, the user menu, the way home) without the city strip.
 */
export default function SiteShell() {
  const { t } = useTranslation('shell');
  const isManagement = pathWithoutLanguage(useLocation().pathname).startsWith('/admin');
  return (
    <LoginDialogProvider>
      <CardActionContext.Provider value={FavouriteHeart}>
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
          >
            {t('skipToContent')}
          </a>
          <SiteHeader />
          <OfflineNotice />
          <Later>
            <FavouritesSync />
            <VerifyEmailReminder />
            {!isManagement && <CityStrip />}
          </Later>
          <div className="flex-1">
            <Outlet />
          </div>
          {!isManagement && (
            <Later>
              <SiteFooter />
            </Later>
          )}
        </div>
      </CardActionContext.Provider>
    </LoginDialogProvider>
  );
}

/** The heart on every listing card (and the detail page's). */
function FavouriteHeart({ listing, title }: { listing: ListingCardJson; title: string }) {
  return (
    <Later>
      <FavouriteButton listingId={listing.id} title={title} />
    </Later>
  );
}
