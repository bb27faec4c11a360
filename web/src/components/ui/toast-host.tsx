import { lazy, Suspense, useEffect } from 'react';
import { useIdleCode } from '#web/lib/use-idle-code.ts';
import { useCurrentToast } from './toast-store.ts';

const loadToaster = () => import('./toast.tsx');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * Mounts the Radix toaster once the page is idle (so F8 finds the region) or at the first toast,
 * whichever comes first: its code stays out of the first load (offline, a toaster whose code the
 * device did not keep stays away, and the page with it).
 */
export function ToastHost() {
  const toast = useCurrentToast();
  const { isLoaded, loadNow } = useIdleCode(loadToaster);
  useEffect(() => {
    if (toast) loadNow();
  }, [toast, loadNow]);
  return isLoaded ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
