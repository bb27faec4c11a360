import { useTranslation } from '#web/lib/use-translation.ts';
import type { ListingJson } from '#common/listing-schemas.ts';
import { ListingForm } from './listing-form.tsx';
import { listingFormValues } from './listing-form-fields.ts';
import { storedPhotos } from './photo-picker.tsx';
import { useSubmitListingEdit } from './use-submit-listing.ts';

/** /my-properties/:id/edit: the add form, filled in with the listing and its photos, saving what changed. */
export function EditListingForm({ listing }: { listing: ListingJson }) {
  const { t } = useTranslation('owner');
  return (
    <ListingForm
      defaultValues={listingFormValues(listing)}
      initialPhotos={storedPhotos(listing.images)}
      submit={useSubmitListingEdit(listing)}
      submitLabel={t('edit.submit')}
      busyLabel={t('edit.submitting')}
    />
  );
}
