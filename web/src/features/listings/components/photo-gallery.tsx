import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { photoSrcSet } from '#common/photos.ts';
import { NoPhoto } from './no-photo.tsx';

// The viewer brings Radix Dialog (~20 KB in six chunks): it loads at the first tap on a photo,
// not with the listing, whose first photo is what a phone waits for.
const PhotoViewer = lazy(() => import('./photo-viewer.tsx').then((module) => ({ default: module.PhotoViewer })));

/** The first photo large, the rest in a grid; any of them opens a full-screen viewer (keys and swipes). */
export function PhotoGallery({ photos, title }: { photos: readonly string[]; title: string }) {
  const { t } = useTranslation('listings');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [first, ...rest] = photos;
  if (!first) {
    return <NoPhoto className="aspect-[16/9] rounded-xl bg-slate-100 dark:bg-slate-800" iconClassName="size-16" />;
  }
  const thumbnail = (photo: string, index: number, className: string, sizes: string) => (
    <button
      key={`${photo}-${index}`}
      type="button"
      onClick={() => setOpenIndex(index)}
      className={`overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800 ${className}`}
      aria-label={t('gallery.open', { number: index + 1, total: photos.length })}
    >
      <img
        src={photo}
        srcSet={photoSrcSet(photo)}
        sizes={sizes}
        alt={t('gallery.alt', { title, number: index + 1 })}
        loading={index === 0 ? 'eager' : 'lazy'}
        // The large photo first: the thumbnails would share a slow link with it.
        fetchPriority={index === 0 ? 'high' : 'low'}
        className="size-full object-cover transition hover:scale-105"
      />
    </button>
  );
  return (
    <>
      <div className="grid gap-2">
        {thumbnail(
          first,
          0,
          'aspect-[16/9]',
          '(min-width: 1280px) 800px, (min-width: 1024px) 62vw, calc(100vw - 2rem)',
        )}
        {rest.length > 0 && (
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {rest.map((photo, index) => thumbnail(photo, index + 1, 'aspect-square', '200px'))}
          </div>
        )}
      </div>
      {openIndex !== null && (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            title={title}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      )}
    </>
  );
}
