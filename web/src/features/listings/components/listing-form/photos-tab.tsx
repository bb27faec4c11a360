import { useFormContext } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import { AMENITIES } from '#common/listings.ts';
import type { ListingFormInput } from './listing-form-fields.ts';
import { type PickedPhoto, PhotoPicker } from './photo-picker.tsx';

interface PhotosTabProps {
  photos: PickedPhoto[];
  onPhotosChange: (photos: PickedPhoto[]) => void;
  isBusy: boolean;
}

/** The photos to upload with the listing, and its amenities. */
export function PhotosTab({ photos, onPhotosChange, isBusy }: PhotosTabProps) {
  const { t } = useTranslation('owner');
  const form = useFormContext<ListingFormInput>();
  return (
    <>
      <section className="grid gap-2">
        <h2 className="font-semibold">{t('add.photos.title')}</h2>
        <PhotoPicker photos={photos} onChange={onPhotosChange} disabled={isBusy} />
      </section>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold">{t('fields.amenities')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {AMENITIES.map((amenity) => (
            <label key={amenity} className="flex items-center gap-2">
              <input
                type="checkbox"
                value={amenity}
                {...form.register('amenities')}
                className="size-4 accent-brand-600"
              />
              {t(`amenities.${amenity}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
