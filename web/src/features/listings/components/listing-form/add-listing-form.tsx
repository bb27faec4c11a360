import { useTranslation } from '#web/lib/use-translation.ts';
import { ListingForm } from './listing-form.tsx';
import { NEW_LISTING_DEFAULTS } from './listing-form-fields.ts';
import { useSubmitNewListing } from './use-submit-listing.ts';

/** /apartments/add: the listing form, starting from the spec's defaults, creating on submit. */
export function AddPropertyForm() {
  const { t } = useTranslation('owner');
  return (
    <ListingForm
      defaultValues={NEW_LISTING_DEFAULTS}
      submit={useSubmitNewListing()}
      submitLabel={t('add.submit')}
      busyLabel={t('add.submitting')}
    />
  );
}
