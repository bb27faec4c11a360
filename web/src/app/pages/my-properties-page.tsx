import { Building2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from '#web/lib/links.tsx';
import { buttonClass, Spinner } from '#web/components/form/button.tsx';
import { useManagedListings } from '#web/features/listings/api/manage-listings.ts';
import {
  ListCount,
  ListSearchBox,
  LoadMoreButton,
  useListSearch,
} from '#web/features/listings/components/manage/paged-list-controls.tsx';
import { OwnerPropertyCard } from '#web/features/listings/components/owner-listing-card.tsx';
import type { PageHandle } from '../page-handle.ts';
import { PageTitle } from '#web/components/page-title.tsx';

/** /my-properties: the signed-in owner's listings, available, unavailable or hidden, a page at a time, searchable. */
export default function MyPropertiesPage() {
  const { t } = useTranslation('owner');
  const [q, setQ] = useListSearch();
  const properties = useManagedListings('own', q);
  const list = useRef<HTMLUListElement>(null);
  const listings = properties.data?.pages.flatMap((page) => page.listings) ?? [];
  const hasSearch = q !== '' || listings.length > 0;

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <PageTitle text={t('mine.heading')} />
        <h1 className="text-2xl font-bold">{t('mine.heading')}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/apartments/add" className={buttonClass()}>
            {t('mine.addNew')}
          </Link>
          <Link to="/" className={buttonClass('outline')}>
            {t('mine.backHome')}
          </Link>
        </div>
      </div>
      {hasSearch && (
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <ListSearchBox q={q} onSearch={setQ} />
          <ListCount total={properties.data?.pages[0]?.total ?? null} q={q} />
        </div>
      )}
      {properties.isPending ? (
        <Spinner label={t('mine.loading')} />
      ) : properties.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700 dark:bg-red-950 dark:text-red-300">
          {t('mine.error')}
        </p>
      ) : listings.length === 0 && q ? null : listings.length === 0 ? (
        <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <Building2 aria-hidden className="size-12 text-slate-400" />
          <h2 className="text-lg font-semibold">{t('mine.empty')}</h2>
          <p className="text-slate-600 dark:text-slate-300">{t('mine.emptyHint')}</p>
          <Link to="/apartments/add" className={buttonClass()}>
            {t('mine.addNow')}
          </Link>
        </section>
      ) : (
        <div className="grid gap-6">
          <ul ref={list} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {listings.map((listing) => (
              <li key={listing.id}>
                <OwnerPropertyCard listing={listing} />
              </li>
            ))}
          </ul>
          <LoadMoreButton list={list} itemCount={listings.length} query={properties} />
        </div>
      )}
    </main>
  );
}

export const handle: PageHandle = { i18n: ['owner'] };
