import { Globe, Search, Users } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { BookingKind } from '#common/bookings.ts';
import { LAZY_PART_ELEMENT } from '#web/lib/early-taps.ts';
import { useLoginDialog } from '#web/features/auth/components/login-dialog-context.tsx';

const OPTIONS = [
  { key: 'identityProvider', Icon: Globe },
  { key: 'socialNetwork', Icon: Users },
  { key: 'searchEngine', Icon: Search },
] as const;

/** What a visitor sees instead of the booking or viewing form: three ways in, each through the login-method dialog. */
export function BookingLoginPrompt({ kind = 'booking' }: { kind?: BookingKind }) {
  const { t } = useTranslation('booking');
  const { openLoginDialog } = useLoginDialog();
  return (
    <div className="space-y-3">
      <p className="font-medium">{t(kind === 'viewing' ? 'prompt.viewingText' : 'prompt.text')}</p>
      {OPTIONS.map(({ key, Icon }) => (
        <button
          {...LAZY_PART_ELEMENT}
          key={key}
          type="button"
          onClick={openLoginDialog}
          className="flex w-full items-center justify-center gap-2 rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          <Icon aria-hidden className="size-4" />
          {t(`prompt.${key}`)}
        </button>
      ))}
    </div>
  );
}
