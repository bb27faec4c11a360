import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Dialog, DialogContent } from '#web/components/ui/dialog.tsx';
import { photoSrcSet } from '#common/photos.ts';

const SWIPE_THRESHOLD_PX = 50;

interface PhotoViewerProps {
  photos: readonly string[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A listing's photos full screen: arrow keys and swipes go forward and back in either writing direction. */
export function PhotoViewer({ photos, title, index, onIndexChange, onClose }: PhotoViewerProps) {
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
