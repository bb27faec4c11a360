import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * Code a screen does without until it comes (the menus, the toaster), asked once the page is idle
 * or at once by `loadNow`; `isLoaded` turns true when it is here, and a lazy() of the same import
 * then renders without waiting. Offline, code the device did not keep cannot come: the screen
 * stays as it is (a failed import never reaches an error screen), and the next `loadNow` tries
 * again. `load` must be the same function on every render (a module's constant).
 */
export function useIdleCode(load: () => Promise<unknown>): { isLoaded: boolean; loadNow: () => void } {
  const [isLoaded, setLoaded] = useState(false);
  const loadNow = useCallback(() => {
    load().then(
      () => setLoaded(true),
      () => {},
    );
  }, [load]);
  useEffect(() => whenIdle(loadNow), [loadNow]);
  return { isLoaded, loadNow };
}
