import { AlertDialog } from 'radix-ui';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button, buttonClass } from '#web/components/form/button.tsx';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import type { ListingJson } from '#common/listing-schemas.ts';
import { useDeleteListing } from '../../api/manage-listings.ts';

interface DeleteListingDialogProps {
  listing: ListingJson;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The spec's confirmation before a listing and its bookings are deleted for good. */
export function DeleteListingDialog({ listing, open, onOpenChange }: DeleteListingDialogProps) {
  const { t } = useTranslation('admin');
  const remove = useDeleteListing();
  const confirm = () =>
    remove.mutate(listing.id, {
      onSuccess: () => {
        showToast({ title: t('toast.success'), description: t('toast.deleted') });
        onOpenChange(false);
      },
      onError: (error) => showFailure(error, t('toast.error'), t('toast.deleteFailed')),
    });

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed start-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold">{t('delete.title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {t('delete.text')}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('outline')}>{t('apartments.cancel')}</AlertDialog.Cancel>
            <Button variant="destructive" isBusy={remove.isPending} onClick={confirm}>
              {t('delete.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
