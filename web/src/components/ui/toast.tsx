import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useTranslation } from '#web/lib/use-translation.ts';
import { dismissToast, useCurrentToast } from './toast-store.ts';

/** Radix toast with the spec's timings: 5000 ms, swipe right past 50 px, F8 focuses the region. */
export function Toaster() {
  const { t } = useTranslation('shell');
  const toast = useCurrentToast();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={t('toast.label')}>
      {toast && (
        <ToastPrimitive.Root
          key={toast.id}
          onOpenChange={(isOpen) => !isOpen && dismissToast(toast.id)}
          className={`relative grid gap-1 rounded-lg border p-4 pe-10 shadow-lg data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition ${
            toast.variant === 'destructive'
              ? 'border-red-700 bg-red-600 text-white'
              : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100'
          }`}
        >
          <ToastPrimitive.Title className="font-semibold">{toast.title}</ToastPrimitive.Title>
          {toast.description && (
            <ToastPrimitive.Description className="text-sm opacity-90">{toast.description}</ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            aria-label={t('toast.close')}
            className="absolute end-2 top-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        label={t('toast.region')}
        className="fixed bottom-0 end-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
