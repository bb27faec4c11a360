import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useLoginDialog } from '#web/features/auth/components/login-dialog-context.tsx';
import { useFavouriteListings, useLocalFavouriteListings } from '#web/features/favourites/api/favourites.ts';
import { ListingCard } from '#web/features/listings/components/listing-card.tsx';
import { GRID_CLASSES } from '#web/features/listings/components/listing-results.tsx';

/**
 * /favourites: the listings a user keeps (the account's), or a visitor's (this browser's, with
 * a prompt to log in and keep them). A withdrawn favourite stays, marked as no longer available.
 */
export default function FavouritesPage() {
  const { t } = useTranslation('listings');
  const { openLoginDialog } = useLoginDialog();
  const { user, isSessionLoading, query } = useFavouriteListings();
  const local = useLocalFavouriteListings(!isSessionLoading && user === null);
  const listings = user ? (query.data ?? []) : local.listings;
  const isPending = isSessionLoading || (user ? query.isPending : local.isPending);
  const isError = user ? query.isError : local.isError;

  return (
    <main id="main" className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      <PageTitle text={t('favourites.title')} />
      <h1 className="text-2xl font-bold">{t('favourites.title')}</h1>
      {!isSessionLoading && user === null && (
        <p className="flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800 dark:bg-brand-800/20 dark:text-brand-100">
          {t('favourites.visitorHint')}
          <button
            type="button"
            onClick={openLoginDialog}
            className="rounded-md bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-800"
          >
            {t('shell:account.login')}
          </button>
        </p>
      )}
      {isError && (
        <p role="alert" className="text-red-600">
          {t('states.error')}
        </p>
      )}
      {isPending ? (
        <div className={GRID_CLASSES} aria-busy>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="aspect-[3/4] rounded-xl" />
          ))}
        </div>
      ) : listings.length === 0 ? (
        <div
          role="status"
          className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700"
        >
          <p className="font-medium">{t('favourites.empty')}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('favourites.emptyHint')}</p>
        </div>
      ) : (
        <div className={GRID_CLASSES}>
          {listings.map((listing) => (
            <ListingCard
              key={listing.id}
              listing={listing}
              headingLevel="h2"
              unavailableText={listing.available ? undefined : t('favourites.unavailable')}
            />
          ))}
        </div>
      )}
    </main>
  );
}
