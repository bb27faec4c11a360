import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '#web/lib/when-idle.ts';
import { useCurrentToast } from './toast-store.ts';

const Toaster = lazy(() => import('./toast.tsx').then((module) => ({ default: module.Toaster })));

/**
 * Mounts the Radix toaster once the page is idle (so F8 finds the region) or at the first toast,
 * whichever comes first: its code stays out of the first load.
 */
export function ToastHost() {
  const toast = useCurrentToast();
  const [isNeeded, setNeeded] = useState(false);
  if (toast && !isNeeded) setNeeded(true);
  useEffect(() => whenIdle(() => setNeeded(true)), []);
  return isNeeded ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
