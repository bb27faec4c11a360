import { Toast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ShownToast extends ToastOptions {
  id: number;
}

const ToastContext = createContext<((options: ToastOptions) => void) | null>(null);

/**
 * The spec's toasts: one visible at a time, 5000 ms, swipe right past 50 px, F8 focuses the
 * region (all Radix defaults). A newer toast replaces the one on screen.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const toast = useCallback((options: ToastOptions) => setCurrent({ ...options, id: Date.now() }), []);
  const isDestructive = current?.variant === 'destructive';
  return (
    <ToastContext value={toast}>
      <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
        {children}
        {current && (
          <Toast.Root
            key={current.id}
            onOpenChange={(open) => !open && setCurrent(null)}
            className={`grid gap-1 rounded-lg border p-4 shadow-lg ${
              isDestructive
                ? 'border-red-700 bg-red-600 text-white'
                : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100'
            }`}
          >
            <Toast.Title className="font-semibold">{current.title}</Toast.Title>
            {current.description && <Toast.Description className="text-sm">{current.description}</Toast.Description>}
          </Toast.Root>
        )}
        <Toast.Viewport className="fixed bottom-4 end-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
      </Toast.Provider>
    </ToastContext>
  );
}

export function useToast() {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast needs a ToastProvider');
  return useMemo(() => ({ toast }), [toast]);
}
