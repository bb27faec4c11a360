import { ChevronLeft, ChevronRight, ImagePlus, Star, X } from 'lucide-react';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PHOTO_ACCEPT } from '#common/photos.ts';

export interface PickedPhoto {
  id: string;
  /** The file chosen on this device; none for a photo the listing already shows (its `url`). */
  file?: File;
  previewUrl: string;
  /** 0–1 while uploading; undefined before. */
  progress?: number;
  /** The stored photo's URL once uploaded: a second submit does not send it again. */
  url?: string;
  /** Every attempt to upload it failed. */
  hasFailed?: boolean;
}

/** The photos a stored listing shows, as the picker holds them (the edit starts from them). */
export function storedPhotos(urls: readonly string[]): PickedPhoto[] {
  return urls.map((url) => ({ id: url, previewUrl: url, url }));
}

/** The list with the photo at `from` moved to `to` (the first photo is the cover). */
export function movePhoto<T>(photos: readonly T[], from: number, to: number): T[] {
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

interface PhotoPickerProps {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  disabled: boolean;
}

/**
 * Several photos at once, previews, per-photo progress, removal, and the order: drag a photo, or
 * use its arrows and 'make cover' (buttons work by keyboard and on phones, where dragging does not).
 */
export function PhotoPicker({ photos, onChange, disabled }: PhotoPickerProps) {
  const { t } = useTranslation('owner');

  // Previews live as long as the picker: free them when it goes away.
  const latest = useRef(photos);
  latest.current = photos;
  useEffect(
    () => () => {
      for (const photo of latest.current) if (photo.file) URL.revokeObjectURL(photo.previewUrl);
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
  const [dragged, setDragged] = useState<number | null>(null);
  const move = (from: number, to: number) => onChange(movePhoto(photos, from, to));
  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) move(dragged, index);
    setDragged(null);
  };
  const remove = (removed: PickedPhoto) => {
    if (removed.file) URL.revokeObjectURL(removed.previewUrl);
    onChange(photos.filter((photo) => photo.id !== removed.id));
  };

  return (
    <div className="grid gap-3">
      <label className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 p-6 text-center hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 dark:border-slate-600 dark:hover:bg-slate-900">
        <ImagePlus aria-hidden className="size-8 text-brand-600" />
        <span className="font-medium">{t('add.photos.choose')}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{t('add.photos.hint')}</span>
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
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('add.photos.orderHint')}</p>
          <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {photos.map((photo, index) => {
              const name = photo.file?.name ?? t('add.photos.stored', { number: index + 1 });
              const iconButton = 'rounded-full bg-black/60 p-1 text-white hover:bg-black/80 disabled:opacity-40';
              return (
                <li
                  key={photo.id}
                  draggable={!disabled}
                  onDragStart={() => setDragged(index)}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={dropOn(index)}
                  onDragEnd={() => setDragged(null)}
                  className={`relative overflow-hidden rounded-lg border dark:border-slate-700 ${
                    photo.hasFailed ? 'border-red-600' : 'border-slate-200'
                  } ${dragged === index ? 'opacity-50' : ''}`}
                >
                  <img src={photo.previewUrl} alt={name} className="aspect-[4/3] w-full object-cover" />
                  {index === 0 && (
                    <span className="absolute start-1 top-1 rounded bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">
                      {t('add.photos.cover')}
                    </span>
                  )}
                  {photo.hasFailed && (
                    <p className="absolute inset-x-0 bottom-0 bg-red-700 px-2 py-1 text-xs text-white" role="status">
                      {t('add.photos.failed', { name })}
                    </p>
                  )}
                  {photo.progress !== undefined && !photo.hasFailed && (
                    <progress
                      className="absolute inset-x-0 bottom-0 h-1.5 w-full accent-brand-600"
                      max={1}
                      value={photo.progress}
                      aria-label={t('add.photos.progress', { name })}
                    />
                  )}
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => remove(photo)}
                    className={`absolute end-1 top-1 ${iconButton}`}
                    aria-label={t('add.photos.remove', { name })}
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                  <div className="absolute inset-x-1 bottom-2 flex items-center justify-between gap-1">
                    <button
                      type="button"
                      disabled={disabled || index === 0}
                      onClick={() => move(index, index - 1)}
                      className={iconButton}
                      aria-label={t('add.photos.moveEarlier', { name })}
                    >
                      <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
                    </button>
                    {index > 0 && (
                      <button
                        type="button"
                        disabled={disabled}
                        onClick={() => move(index, 0)}
                        className={iconButton}
                        aria-label={t('add.photos.makeCover', { name })}
                      >
                        <Star aria-hidden className="size-4" />
                      </button>
                    )}
                    <button
                      type="button"
                      disabled={disabled || index === photos.length - 1}
                      onClick={() => move(index, index + 1)}
                      className={iconButton}
                      aria-label={t('add.photos.moveLater', { name })}
                    >
                      <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}
