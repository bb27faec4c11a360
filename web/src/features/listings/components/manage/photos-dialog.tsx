import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { photoUrlSchema, type ListingJson } from '#common/listing-schemas.ts';
import { PHOTO_ACCEPT } from '#common/photos.ts';
import { translateMessage } from '#common/messages.ts';
import { Button } from '#web/components/form/button.tsx';
import { INPUT_CLASS } from '#web/components/form/field.tsx';
import { ModalDialog } from '#web/components/form/modal-dialog.tsx';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import { uploadPhoto } from '#web/features/photos/api/upload-photo.ts';
import { useLanguage } from '#web/lib/language.ts';
import { useUpdatePhotos } from '../../api/manage-listings.ts';

interface PhotosDialogProps {
  listing: ListingJson;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add photos (one uploaded file, or an https / own /uploads URL), remove them, then save the list. */
export function PhotosDialog({ listing, open, onOpenChange }: PhotosDialogProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const save = useUpdatePhotos();
  const [photos, setPhotos] = useState(listing.images);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const ids = useId();

  const onOpen = (next: boolean) => {
    if (next) setPhotos(listing.images);
    onOpenChange(next);
  };

  const addUrl = () => {
    const parsed = photoUrlSchema.safeParse(url.trim());
    if (!parsed.success) {
      setUrlError(translateMessage('validPhotoUrl', language));
      return;
    }
    // A photo is listed once: the URL is its identity.
    setPhotos((current) => (current.includes(parsed.data) ? current : [...current, parsed.data]));
    setUrl('');
    setUrlError(null);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setIsUploading(true);
    try {
      const fileUrl = await uploadPhoto(file);
      setPhotos((current) => (current.includes(fileUrl) ? current : [...current, fileUrl]));
      showToast({ title: t('toast.success'), description: t('toast.photoUploaded') });
    } catch (error) {
      showFailure(error, t('toast.error'), t('toast.photoUploadFailed'));
    } finally {
      setIsUploading(false);
    }
  };

  const submit = () =>
    save.mutate(
      { id: listing.id, photos },
      {
        onSuccess: () => {
          showToast({ title: t('toast.success'), description: t('toast.photosUpdated') });
          onOpenChange(false);
        },
        onError: (error) => showFailure(error, t('toast.error'), t('toast.photosFailed')),
      },
    );

  return (
    <ModalDialog open={open} onOpenChange={onOpen} title={t('photos.title')} closeLabel={t('close')} wide>
      <div className="grid gap-4">
        <div className="max-h-[400px] overflow-y-auto">
          {photos.length === 0 ? (
            <p className="p-6 text-center text-slate-500">{t('photos.none')}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {photos.map((photo, index) => (
                <li
                  key={photo}
                  className="relative overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700"
                >
                  <img
                    src={photo}
                    alt={t('photos.photo', { n: index + 1 })}
                    className="aspect-[4/3] w-full object-cover"
                  />
                  <Button
                    variant="destructive"
                    size="sm"
                    className="absolute end-1 top-1"
                    aria-label={t('photos.remove', { n: index + 1 })}
                    onClick={() => setPhotos((current) => current.filter((url) => url !== photo))}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <label
            className={`${INPUT_CLASS} flex cursor-pointer items-center gap-2 self-start has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500`}
          >
            <ImagePlus aria-hidden className="size-4" />
            {isUploading ? t('photos.uploading') : t('photos.upload')}
            <input
              type="file"
              accept={PHOTO_ACCEPT}
              className="sr-only"
              disabled={isUploading}
              onChange={(event) => {
                void upload(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          <form
            className="grid gap-1.5"
            onSubmit={(event) => {
              event.preventDefault();
              addUrl();
            }}
          >
            <label htmlFor={`${ids}-url`} className="sr-only">
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
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('apartments.cancel')}
          </Button>
          <Button onClick={submit} isBusy={save.isPending} disabled={isUploading}>
            {t('photos.save')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
