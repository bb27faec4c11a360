import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { photoUrlSchema, type ListingJson } from '#common/listing-schemas.ts';
import { translateMessage } from '#common/messages.ts';
import { Button } from '#web/components/form/button.tsx';
import { INPUT_CLASS } from '#web/components/form/field.tsx';
import { ModalDialog } from '#web/components/form/modal-dialog.tsx';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import { useLanguage } from '#web/lib/language.ts';
import { useUpdatePhotos } from '../../api/manage-listings.ts';
import { type PickedPhoto, PhotoPicker, storedPhotos } from '../listing-form/photo-picker.tsx';
import { uploadPhotos } from '../listing-form/use-submit-listing.ts';

interface PhotosDialogProps {
  listing: ListingJson;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A listing's photos with the add form's picker: add files (made small, each with its progress,
 * tried again on a weak link) or an https / own /uploads URL, remove, drag or move them with
 * buttons, make one the cover (the first). Save uploads what is new, then saves the order; a
 * photo that still fails is marked and nothing is saved, and Save tries it again, keeping the
 * uploaded ones.
 */
export function PhotosDialog({ listing, open, onOpenChange }: PhotosDialogProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const save = useUpdatePhotos();
  const [photos, setPhotos] = useState<PickedPhoto[]>(() => storedPhotos(listing.images));
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const ids = useId();

  const onOpen = (next: boolean) => {
    if (next) setPhotos(storedPhotos(listing.images));
    onOpenChange(next);
  };

  const addUrl = () => {
    const parsed = photoUrlSchema.safeParse(url.trim());
    if (!parsed.success) {
      setUrlError(translateMessage('validPhotoUrl', language));
      return;
    }
    // A photo is listed once: the URL is its identity.
    setPhotos((current) =>
      current.some((photo) => photo.url === parsed.data) ? current : [...current, ...storedPhotos([parsed.data])],
    );
    setUrl('');
    setUrlError(null);
  };

  const submit = async () => {
    setIsUploading(true);
    const { urls, failure } = await uploadPhotos({ photos, setPhotos });
    setIsUploading(false);
    if (failure) {
      showFailure(failure, t('toast.error'), t('toast.photoUploadFailed'));
      return;
    }
    save.mutate(
      { id: listing.id, photos: urls },
      {
        onSuccess: () => {
          showToast({ title: t('toast.success'), description: t('toast.photosUpdated') });
          onOpenChange(false);
        },
        onError: (error) => showFailure(error, t('toast.error'), t('toast.photosFailed')),
      },
    );
  };

  return (
    <ModalDialog open={open} onOpenChange={onOpen} title={t('photos.title')} closeLabel={t('close')} wide>
      <div className="grid gap-4">
        <div className="max-h-[60vh] overflow-y-auto p-1">
          {photos.length === 0 && (
            <p className="pb-3 text-center text-slate-600 dark:text-slate-400">{t('photos.none')}</p>
          )}
          <PhotoPicker photos={photos} onChange={setPhotos} disabled={isUploading || save.isPending} />
        </div>
        <form
          className="grid gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            addUrl();
          }}
        >
          <label htmlFor={`${ids}-url`} className="text-sm font-medium">
            {t('photos.url')}
          </label>
          <div className="flex gap-2">
            <input
              id={`${ids}-url`}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              placeholder={t('photos.urlPlaceholder')}
              dir="ltr"
              aria-invalid={Boolean(urlError)}
              aria-describedby={urlError ? `${ids}-url-error` : undefined}
              className={INPUT_CLASS}
            />
            <Button type="submit" variant="outline">
              {t('photos.addUrl')}
            </Button>
          </div>
          {urlError && (
            <p id={`${ids}-url-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
              {urlError}
            </p>
          )}
        </form>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('apartments.cancel')}
          </Button>
          <Button onClick={() => void submit()} isBusy={isUploading || save.isPending}>
            {t('photos.save')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
