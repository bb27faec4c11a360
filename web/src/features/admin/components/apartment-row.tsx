import { Images, Pencil, Trash2 } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/form/button.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { describeError } from '../../../lib/error-text.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type ManagedApartment, useUpdateAvailability } from '../api/management.ts';
import { DeleteApartmentDialog } from './delete-apartment-dialog.tsx';
import { DetailsDialog } from './details-dialog.tsx';
import { PhotosDialog } from './photos-dialog.tsx';
import { PriceCell } from './price-cell.tsx';

type OpenDialog = 'details' | 'photos' | 'delete' | null;

interface ApartmentRowProps {
  apartment: ManagedApartment;
  /** Opens the details dialog at once (links from My Properties: ?edit=id). */
  isEditing?: boolean;
}

export function ApartmentRow({ apartment, isEditing = false }: ApartmentRowProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const availability = useUpdateAvailability();
  const [dialog, setDialog] = useState<OpenDialog>(isEditing ? 'details' : null);
  const title = language === 'en' ? apartment.title_en : apartment.title_ar;
  const location = language === 'en' ? apartment.location_en : apartment.location_ar;
  const closeUnless = (name: OpenDialog) => (open: boolean) => setDialog(open ? name : null);

  const toggle = (available: boolean) =>
    availability.mutate(
      { id: apartment.id, available },
      {
        onSuccess: () => showToast({ title: t('toast.success'), description: t('toast.availabilityUpdated') }),
        onError: (error) =>
          showToast({
            variant: 'destructive',
            title: t('toast.error'),
            description: describeError(error, t('toast.availabilityFailed')),
          }),
      },
    );

  return (
    <tr className="border-b border-slate-200 align-middle dark:border-slate-800">
      <td className="p-3 font-medium">
        <Link to={`/apartments/${apartment.id}`} className="hover:underline">
          {title}
        </Link>
      </td>
      <td className="p-3 text-slate-600 dark:text-slate-300">{location}</td>
      <td className="p-3 whitespace-nowrap">
        <PriceCell apartment={apartment} />
      </td>
      <td className="p-3 text-center">{apartment.bedrooms}</td>
      <td className="p-3">
        <div className="flex items-center gap-2">
          <Switch.Root
            checked={apartment.available}
            disabled={availability.isPending}
            onCheckedChange={toggle}
            aria-label={t('apartments.availableFor', { title })}
            className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600 dark:bg-slate-600"
          >
            <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px] rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-[22px]" />
          </Switch.Root>
          <span className="text-sm">
            {apartment.available ? t('apartments.available') : t('apartments.unavailable')}
          </span>
        </div>
      </td>
      <td className="p-3">
        <div className="flex gap-1">
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
        <DetailsDialog apartment={apartment} open={dialog === 'details'} onOpenChange={closeUnless('details')} />
        <PhotosDialog apartment={apartment} open={dialog === 'photos'} onOpenChange={closeUnless('photos')} />
        <DeleteApartmentDialog apartment={apartment} open={dialog === 'delete'} onOpenChange={closeUnless('delete')} />
      </td>
    </tr>
  );
}
