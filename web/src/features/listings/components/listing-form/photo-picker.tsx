import { ImagePlus, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_ACCEPT } from '#common/photos.ts';

export interface PickedPhoto {
  id: string;
  file: File;
  previewUrl: string;
  /** 0–1 while uploading; undefined before. */
  progress?: number;
}

interface PhotoPickerProps {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  disabled: boolean;
}

/** Several photos at once, previews, per-photo progress, and removal before submitting. */
export function PhotoPicker({ photos, onChange, disabled }: PhotoPickerProps) {
  const { t } = useTranslation('owner');

  // Previews live as long as the picker: free them when it goes away.
  const latest = useRef(photos);
  latest.current = photos;
  useEffect(
    () => () => {
      for (const photo of latest.current) URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );

  const add = (files: FileList | null) => {
    const added = [...(files ?? [])].map((file) => ({
      id: crypto.randomUUID(),
      file,
      previewUrl: URL.createObjectURL(file),
    }));
    onChange([...photos, ...added]);
  };
  const remove = (removed: PickedPhoto) => {
    URL.revokeObjectURL(removed.previewUrl);
    onChange(photos.filter((photo) => photo.id !== removed.id));
  };

  return (
    <div className="grid gap-3">
      <label className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 p-6 text-center hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 dark:border-slate-600 dark:hover:bg-slate-900">
        <ImagePlus aria-hidden className="size-8 text-brand-600" />
        <span className="font-medium">{t('add.photos.choose')}</span>
        <span className="text-sm text-slate-500">{t('add.photos.hint')}</span>
        <input
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          disabled={disabled}
          className="sr-only"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </label>
      {photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo) => (
            <li
              key={photo.id}
              className="relative overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700"
            >
              <img src={photo.previewUrl} alt={photo.file.name} className="aspect-[4/3] w-full object-cover" />
              {photo.progress !== undefined && (
                <progress
                  className="absolute inset-x-0 bottom-0 h-1.5 w-full accent-brand-600"
                  max={1}
                  value={photo.progress}
                  aria-label={t('add.photos.progress', { name: photo.file.name })}
                />
              )}
              <button
                type="button"
                disabled={disabled}
                onClick={() => remove(photo)}
                className="absolute end-1 top-1 rounded-full bg-black/60 p-1 text-white hover:bg-black/80"
                aria-label={t('add.photos.remove', { name: photo.file.name })}
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
