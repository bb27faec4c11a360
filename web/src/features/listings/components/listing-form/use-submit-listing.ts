import type { Dispatch, SetStateAction } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '#web/lib/links.tsx';
import { applyListingTypeRules } from '#common/listings.ts';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import { fieldErrors } from '#web/lib/error-text.ts';
import { uploadPhoto } from '#web/features/photos/api/upload-photo.ts';
import { useCreateListing } from '../../api/own-listings.ts';
import type { ListingFormInput, ListingFormOutput } from './listing-form-fields.ts';
import type { PickedPhoto } from './photo-picker.tsx';

interface SubmitContext {
  photos: PickedPhoto[];
  setPhotos: Dispatch<SetStateAction<PickedPhoto[]>>;
  setError: UseFormSetError<ListingFormInput>;
}

/** Submits valid values; resolves to true when the server named fields to fix (the form then opens their tab). */
export type SubmitListing = (values: ListingFormOutput, context: SubmitContext) => Promise<boolean>;

/** Uploads one photo after another, showing each one's progress; any failure fails the batch. */
async function uploadPhotos({ photos, setPhotos }: SubmitContext): Promise<string[]> {
  const urls: string[] = [];
  for (const photo of photos) {
    const setProgress = (progress: number) =>
      setPhotos((current) => current.map((p) => (p.id === photo.id ? { ...p, progress } : p)));
    setProgress(0);
    urls.push(await uploadPhoto(photo.file, setProgress));
  }
  return urls;
}

/**
 * The add form's submit: photos first (a failed upload is said, and the listing is created
 * without photos, as in the spec), then the listing with the rules of its type, then home.
 */
export function useSubmitNewListing(): SubmitListing {
  const { t } = useTranslation('owner');
  const navigate = useNavigate();
  const create = useCreateListing();
  return async (values, context) => {
    try {
      let images: string[] = [];
      if (context.photos.length > 0) {
        try {
          images = await uploadPhotos(context);
        } catch (error) {
          showFailure(error, t('toast.error'), t('toast.uploadFailed'));
        }
      }
      await create.mutateAsync(applyListingTypeRules({ ...values, images }));
      showToast({ title: t('toast.success'), description: t('toast.created') });
      navigate('/');
      return false;
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [name, message] of fields) context.setError(name as keyof ListingFormInput, { message });
      showFailure(error, t('toast.error'), t('toast.createFailed'));
      return fields.length > 0;
    }
  };
}
