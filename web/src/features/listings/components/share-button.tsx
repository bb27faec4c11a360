import { Check, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LAZY_PART_ELEMENT } from '#web/lib/early-taps.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

/**
 * Shares the page: the system's share sheet (Web Share API) where the browser has one, else the
 * link copied to the clipboard, with a short "Link copied".
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation('listings');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The reader closed the sheet: nothing to say. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button
        {...LAZY_PART_ELEMENT}
        type="button"
        onClick={() => void share()}
        className="inline-flex h-9 items-center gap-1.5 rounded-full border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {state === 'copied' ? <Check aria-hidden className="size-4" /> : <Share2 aria-hidden className="size-4" />}
        {t('share.button')}
      </button>
      <span role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {state === 'copied' ? t('share.copied') : state === 'failed' ? t('share.failed') : ''}
      </span>
    </span>
  );
}
