import { ChevronLeft, ChevronRight, House } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { photoSrcSet } from '../../../../../common/photos.ts';

const SWIPE_THRESHOLD_PX = 50;

/** The first photo large, the rest in a grid; any of them opens a full-screen viewer (keys and swipes). */
export function PhotoGallery({ photos, title }: { photos: readonly string[]; title: string }) {
  const { t } = useTranslation('listings');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [first, ...rest] = photos;
  if (!first) {
    return (
      <div
        className="flex aspect-[16/9] items-center justify-center rounded-xl bg-slate-100 text-slate-400 dark:bg-slate-800"
        role="img"
        aria-label={t('card.noPhoto')}
      >
        <House aria-hidden className="size-16" />
      </div>
    );
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
        className="size-full object-cover transition hover:scale-105"
      />
    </button>
  );
  return (
    <>
      <div className="grid gap-2">
        {thumbnail(first, 0, 'aspect-[16/9]', '(min-width: 1024px) 800px, 100vw')}
        {rest.length > 0 && (
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {rest.map((photo, index) => thumbnail(photo, index + 1, 'aspect-square', '200px'))}
          </div>
        )}
      </div>
      {openIndex !== null && (
        <PhotoViewer
          photos={photos}
          title={title}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
        />
      )}
    </>
  );
}

interface PhotoViewerProps {
  photos: readonly string[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

function PhotoViewer({ photos, title, index, onIndexChange, onClose }: PhotoViewerProps) {
  const { t } = useTranslation('listings');
  const swipeStart = useRef<number | null>(null);
  const go = (step: 1 | -1) => onIndexChange((index + step + photos.length) % photos.length);
  const isRtl = () => document.documentElement.dir === 'rtl';
  // The arrow pointing towards the reading end goes forward, in both directions of writing.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const isForward = (event.key === 'ArrowRight') !== isRtl();
    go(isForward ? 1 : -1);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) < SWIPE_THRESHOLD_PX) return;
    const isForward = distance < 0 !== isRtl();
    go(isForward ? 1 : -1);
  };
  const photo = photos[index] ?? '';
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        title={t('gallery.viewer', { number: index + 1, total: photos.length })}
        closeLabel={t('gallery.close')}
        className="h-dvh! max-h-dvh! w-screen! max-w-none! rounded-none! border-0! bg-black! p-0! text-white"
        titleClassName="relative z-10 m-3 w-fit rounded-md bg-black/60 px-3 py-1 text-base"
        onKeyDown={onKeyDown}
      >
        <div
          className="absolute inset-0 flex items-center justify-center"
          onPointerDown={(event) => {
            swipeStart.current = event.clientX;
          }}
          onPointerUp={onPointerUp}
          style={{ touchAction: 'pan-y' }}
        >
          <img
            src={photo}
            srcSet={photoSrcSet(photo)}
            sizes="100vw"
            alt={t('gallery.alt', { title, number: index + 1 })}
            className="max-h-full max-w-full object-contain select-none"
            draggable={false}
          />
          {photos.length > 1 && (
            <>
              <button
                type="button"
                onClick={() => go(-1)}
                aria-label={t('gallery.previous')}
                className="absolute start-2 rounded-full bg-black/50 p-2 hover:bg-black/70"
              >
                <ChevronLeft aria-hidden className="size-7 rtl:rotate-180" />
              </button>
              <button
                type="button"
                onClick={() => go(1)}
                aria-label={t('gallery.next')}
                className="absolute end-2 rounded-full bg-black/50 p-2 hover:bg-black/70"
              >
                <ChevronRight aria-hidden className="size-7 rtl:rotate-180" />
              </button>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
