import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { pathWithoutLanguage } from '#common/languages.ts';
import type { ListingJson } from '#common/listing-schemas.ts';
import { LoginDialogProvider } from '#web/features/auth/components/login-dialog-context.tsx';
import { VerifyEmailReminder } from '#web/features/auth/components/verify-email-reminder.tsx';
import { useMergeLocalFavourites } from '#web/features/favourites/api/favourites.ts';
import { FavouriteButton } from '#web/features/favourites/components/favourite-button.tsx';
import { CardActionContext } from '#web/features/listings/components/card-action.tsx';
import { CityStrip } from './city-strip.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * Every screen: header, city strip, the page, footer; the login dialog on top. The management
 * area keeps the header (language, theme, the user menu, the way home) without the city strip.
 */
export default function SiteShell() {
  const { t } = useTranslation('shell');
  const isManagement = pathWithoutLanguage(useLocation().pathname).startsWith('/admin');
  useMergeLocalFavourites();
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
function FavouriteHeart({ listing, title }: { listing: ListingJson; title: string }) {
  return <FavouriteButton listingId={listing.id} title={title} />;
}
