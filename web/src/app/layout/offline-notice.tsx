import { WifiOff } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useIsOnline } from '#web/lib/offline.ts';

/** Says so when the device has no network: what shows is what this phone kept. */
export function OfflineNotice() {
  const { t } = useTranslation('shell');
  if (useIsOnline()) return null;
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950 dark:bg-amber-900/60 dark:text-amber-50"
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      {t('offline')}
    </p>
  );
}
