import { useTranslation } from '#web/lib/use-translation.ts';
import { Outlet, useLocation } from 'react-router';
import { pathWithoutLanguage } from '#common/languages.ts';
import type { ListingCardJson } from '#common/listing-schemas.ts';
import { LoginDialogProvider } from '#web/features/auth/components/login-dialog-context.tsx';
import { CardActionContext } from '#web/features/listings/components/card-action.tsx';
import { lazyPart } from '#web/lib/lazy-part.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { SiteHeader } from './site-header.tsx';

// What the first screen does not need at once hydrates when its code arrives (lazy-part.tsx).
const CityStrip = lazyPart(() => import('./city-strip.tsx').then((m) => m.CityStrip));
const SiteFooter = lazyPart(() => import('./site-footer.tsx').then((m) => m.SiteFooter));
const VerifyEmailReminder = lazyPart(() =>
  import('#web/features/auth/components/verify-email-reminder.tsx').then((m) => m.VerifyEmailReminder),
);
const FavouritesSync = lazyPart(() =>
  import('#web/features/favourites/components/favourites-sync.tsx').then((m) => m.FavouritesSync),
);
const FavouriteButton = lazyPart(() =>
  import('#web/features/favourites/components/favourite-button.tsx').then((m) => m.FavouriteButton),
);

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
          <FavouritesSync />
          <VerifyEmailReminder />
          {!isManagement && <CityStrip />}
          <div className="flex-1">
            <Outlet />
          </div>
          {!isManagement && <SiteFooter />}
        </div>
      </CardActionContext.Provider>
    </LoginDialogProvider>
  );
}

/** The heart on every listing card (and the detail page's). */
function FavouriteHeart({ listing, title }: { listing: ListingCardJson; title: string }) {
  return <FavouriteButton listingId={listing.id} title={title} />;
}
