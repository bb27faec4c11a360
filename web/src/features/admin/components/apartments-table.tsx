import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Spinner } from '../../../components/form/button.tsx';
import { useManagedApartments } from '../api/management.ts';
import { ApartmentRow } from './apartment-row.tsx';

const COLUMNS = ['title', 'location', 'price', 'bedrooms', 'status', 'actions'] as const;

/** Every listing the user may manage, 50 at a time; scrolls sideways on phones. */
export function ApartmentsTable() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const editId = Number(params.get('edit'));
  const apartments = useManagedApartments();

  if (apartments.isPending) return <Spinner label={t('loading')} />;
  if (apartments.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700 dark:bg-red-950 dark:text-red-300">
        {t('apartments.error')}
      </p>
    );
  }
  const rows = apartments.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) return <p className="p-6 text-center text-slate-500">{t('apartments.empty')}</p>;

  return (
    <div className="grid gap-4">
      <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
        <table className="w-full min-w-[56rem] text-start text-sm">
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="p-3 text-start font-semibold">
                  {t(`apartments.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((apartment) => (
              <ApartmentRow key={apartment.id} apartment={apartment} isEditing={apartment.id === editId} />
            ))}
          </tbody>
        </table>
      </div>
      {apartments.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          isBusy={apartments.isFetchingNextPage}
          onClick={() => apartments.fetchNextPage()}
        >
          {t('apartments.loadMore')}
        </Button>
      )}
    </div>
  );
}
