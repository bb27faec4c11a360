import { useRef } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Spinner } from '#web/components/form/button.tsx';
import { useManagedListings } from '../../api/manage-listings.ts';
import { ListingRow } from './listing-row.tsx';
import { ListCount, ListSearchBox, LoadMoreButton, useListSearch } from './paged-list-controls.tsx';

const COLUMNS = ['title', 'location', 'price', 'bedrooms', 'status', 'leads', 'actions'] as const;

/**
 * Every listing the user may manage (an admin: all), a page at a time with the count and a search
 * by title or reference: a table from `sm` up; below it each row is a card whose cells name their
 * column, so a 390 px phone needs no sideways scrolling.
 */
export function ListingsTable() {
  const [q, setQ] = useListSearch();
  const listings = useManagedListings('managed', q);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ListSearchBox q={q} onSearch={setQ} />
        <ListCount total={listings.data?.pages[0]?.total ?? null} q={q} />
      </div>
      <ListingsTableBody listings={listings} q={q} />
    </div>
  );
}

function ListingsTableBody({ listings, q }: { listings: ReturnType<typeof useManagedListings>; q: string }) {
  const { t } = useTranslation('admin');
  const body = useRef<HTMLTableSectionElement>(null);

  if (listings.isPending) return <Spinner label={t('loading')} />;
  if (listings.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700 dark:bg-red-950 dark:text-red-300">
        {t('apartments.error')}
      </p>
    );
  }
  const rows = listings.data.pages.flatMap((page) => page.listings);
  if (rows.length === 0) {
    return q ? null : <p className="p-6 text-center text-slate-500 dark:text-slate-400">{t('apartments.empty')}</p>;
  }

  return (
    <>
      <div className="sm:overflow-x-auto sm:rounded-xl sm:border sm:border-slate-200 sm:dark:border-slate-800">
        <table className="block w-full text-start text-sm sm:table sm:min-w-[56rem]">
          <thead className="sr-only bg-slate-50 sm:not-sr-only sm:table-header-group dark:bg-slate-900">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="p-3 text-start font-semibold">
                  {t(`apartments.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={body} className="grid gap-3 sm:table-row-group">
            {rows.map((listing) => (
              <ListingRow key={listing.id} listing={listing} />
            ))}
          </tbody>
        </table>
      </div>
      <LoadMoreButton list={body} itemCount={rows.length} query={listings} />
    </>
  );
}
