import { FilePenLine, Images, Pencil, Trash2 } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from '#web/lib/links.tsx';
import { Button, buttonClass } from '#web/components/form/button.tsx';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import { useLanguage } from '#web/lib/language.ts';
import { pickText, listingTitle } from '#common/languages.ts';
import type { ListingJson } from '#common/listing-schemas.ts';
import { useUpdateAvailability } from '../../api/manage-listings.ts';
import { LeadCounts } from '../lead-counts.tsx';
import { DeleteListingDialog } from './delete-listing-dialog.tsx';
import { DetailsDialog } from './details-dialog.tsx';
import { PhotosDialog } from './photos-dialog.tsx';
import { PriceCell } from './price-cell.tsx';

type OpenDialog = 'details' | 'photos' | 'delete' | null;

/** A cell: a table cell from `sm` up, a line of the row's card below it (listings-table.tsx). */
const CELL = 'block px-3 py-1 sm:table-cell sm:p-3';

export function ListingRow({ listing }: { listing: ListingJson }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const availability = useUpdateAvailability();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const title = pickText(language, listingTitle(listing));
  const location = pickText(language, { en: listing.location_en, ar: listing.location_ar });
  const closeUnless = (name: OpenDialog) => (open: boolean) => setDialog(open ? name : null);

  const toggle = (available: boolean) =>
    availability.mutate(
      { id: listing.id, available },
      {
        onSuccess: () => showToast({ title: t('toast.success'), description: t('toast.availabilityUpdated') }),
        onError: (error) => showFailure(error, t('toast.error'), t('toast.availabilityFailed')),
      },
    );

  const label = (column: 'bedrooms') => (
    <span className="me-1 text-xs font-semibold text-slate-600 sm:hidden dark:text-slate-400">
      {t(`apartments.columns.${column}`)}:
    </span>
  );

  return (
    <tr className="block rounded-xl border border-slate-200 py-2 align-middle sm:table-row sm:rounded-none sm:border-x-0 sm:border-t-0 sm:py-0 dark:border-slate-800">
      <td className={`${CELL} text-base font-medium sm:text-sm`}>
        <Link to={`/apartments/${listing.id}`} className="hover:underline">
          {title}
        </Link>
      </td>
      <td className={`${CELL} text-slate-600 dark:text-slate-300`}>{location}</td>
      <td className={`${CELL} whitespace-nowrap`}>
        <PriceCell listing={listing} />
      </td>
      <td className={`${CELL} sm:text-center`}>
        {label('bedrooms')}
        {listing.bedrooms}
      </td>
      <td className={CELL}>
        <div className="flex items-center gap-2">
          <Switch.Root
            checked={listing.available}
            disabled={availability.isPending}
            onCheckedChange={toggle}
            aria-label={t('apartments.availableFor', { title })}
            className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600 dark:bg-slate-600"
          >
            <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px] rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-[22px]" />
          </Switch.Root>
          <span className="text-sm">{listing.available ? t('apartments.available') : t('apartments.unavailable')}</span>
        </div>
      </td>
      <td className={CELL}>
        <LeadCounts listingId={listing.id} namespace="admin" isCompact />
      </td>
      <td className={CELL}>
        <div className="flex gap-1 sm:grid sm:grid-cols-[repeat(2,max-content)]">
          <Link
            to={`/my-properties/${listing.id}/edit`}
            className={buttonClass('ghost', 'sm')}
            aria-label={t('apartments.edit', { title })}
          >
            <FilePenLine aria-hidden className="size-4" />
          </Link>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('apartments.editDetails', { title })}
            onClick={() => setDialog('details')}
          >
            <Pencil aria-hidden className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('apartments.managePhotos', { title })}
            onClick={() => setDialog('photos')}
          >
            <Images aria-hidden className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-600"
            aria-label={t('apartments.delete', { title })}
            onClick={() => setDialog('delete')}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
        <DetailsDialog listing={listing} open={dialog === 'details'} onOpenChange={closeUnless('details')} />
        <PhotosDialog listing={listing} open={dialog === 'photos'} onOpenChange={closeUnless('photos')} />
        <DeleteListingDialog listing={listing} open={dialog === 'delete'} onOpenChange={closeUnless('delete')} />
      </td>
    </tr>
  );
}
