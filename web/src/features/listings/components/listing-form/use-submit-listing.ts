import type { Dispatch, SetStateAction } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useNavigate } from '#web/lib/links.tsx';
import { applyListingTypeRules } from '#common/listings.ts';
import type { ListingJson, NewListingBody } from '#common/listing-schemas.ts';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { fieldErrors } from '#web/lib/error-text.ts';
import { uploadPhoto } from '#web/features/photos/api/upload-photo.ts';
import { useCreateListing, useEditListing } from '../../api/own-listings.ts';
import { changedFields, type ListingFormInput, type ListingFormOutput } from './listing-form-fields.ts';
import type { PickedPhoto } from './photo-picker.tsx';

interface SubmitContext {
  photos: PickedPhoto[];
  setPhotos: Dispatch<SetStateAction<PickedPhoto[]>>;
  setError: UseFormSetError<ListingFormInput>;
}

/** Submits valid values; resolves to true when the server named fields to fix (the form then opens their tab). */
export type SubmitListing = (values: ListingFormOutput, context: SubmitContext) => Promise<boolean>;

/** Tries per photo: a weak mobile link drops an upload now and then. */
export const UPLOAD_ATTEMPTS = 3;
/** The wait before the second try; the third waits twice as long. */
export const RETRY_DELAY_MS = 800;

/** A network failure or a server's passing trouble is worth another try; a refused photo is not. */
function isWorthRetrying(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);
}

async function uploadWithRetries(file: File, onProgress: (fraction: number) => void): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await uploadPhoto(file, onProgress);
    } catch (error) {
      if (attempt >= UPLOAD_ATTEMPTS || !isWorthRetrying(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
  }
}

/**
 * Uploads one photo after another in the chosen order, showing each one's progress and trying
 * each again after a network failure. A photo that still fails is marked and the others are
 * kept: resolves to the uploaded URLs (cover first) and the first failure, if any.
 */
export async function uploadPhotos({
  photos,
  setPhotos,
}: Pick<SubmitContext, 'photos' | 'setPhotos'>): Promise<{ urls: string[]; failure?: unknown }> {
  const update = (id: string, change: Partial<PickedPhoto>) =>
    setPhotos((current) => current.map((p) => (p.id === id ? { ...p, ...change } : p)));
  const urls: string[] = [];
  let failure: unknown;
  for (const { id, file, url: storedUrl } of photos) {
    // Stored already: the listing's own photos, and those an earlier try uploaded.
    if (storedUrl) {
      urls.push(storedUrl);
      continue;
    }
    if (!file) continue;
    update(id, { progress: 0, hasFailed: false });
    try {
      const url = await uploadWithRetries(file, (progress) => update(id, { progress }));
      update(id, { url });
      urls.push(url);
    } catch (error) {
      update(id, { hasFailed: true });
      failure ??= error;
    }
  }
  return { urls, failure };
}

/**
 * Photos first (a photo that fails is said, and the listing is saved with the others, as the
 * spec creates it without photos), then the listing with the rules of its type; then the owner
 * lands on the listing.
 */
function useSubmitListing(
  save: (body: NewListingBody) => Promise<number>,
  texts: { done: string; failed: string },
): SubmitListing {
  const { t } = useTranslation('owner');
  const navigate = useNavigate();
  return async (values, context) => {
    try {
      const { urls: images, failure } = await uploadPhotos(context);
      if (failure) showFailure(failure, t('toast.error'), t('toast.uploadFailed'));
      const id = await save(applyListingTypeRules({ ...values, images }));
      // The listing's page says it is saved; a photo that did not upload must stay said.
      if (!failure) showToast({ title: t('toast.success'), description: texts.done });
      navigate(`/apartments/${id}`);
      return false;
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [name, message] of fields) context.setError(name as keyof ListingFormInput, { message });
      showFailure(error, t('toast.error'), texts.failed);
      return fields.length > 0;
    }
  };
}

/** The add form's submit: creates the listing. */
export function useSubmitNewListing(): SubmitListing {
  const { t } = useTranslation('owner');
  const create = useCreateListing();
  return useSubmitListing(async (body) => (await create.mutateAsync(body)).id, {
    done: t('toast.created'),
    failed: t('toast.createFailed'),
  });
}

/** The edit's submit: sends only the fields that changed (nothing when none did). */
export function useSubmitListingEdit(listing: ListingJson): SubmitListing {
  const { t } = useTranslation('owner');
  const edit = useEditListing();
  return useSubmitListing(
    async (body) => {
      const changes = changedFields(listing, body);
      if (Object.keys(changes).length > 0) await edit.mutateAsync({ id: listing.id, changes });
      return listing.id;
    },
    { done: t('toast.updated'), failed: t('toast.updateFailed') },
  );
}
