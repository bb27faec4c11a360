import { MailWarning } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/form/button.tsx';
import { LAZY_PART_ELEMENT } from '#web/lib/early-taps.ts';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import { useCurrentUser, useResendVerification } from '../api/session.ts';

/**
 * A small strip for a signed-in user whose address is not verified yet: everything works as
 * before; the reminder offers to send the link again.
 */
export function VerifyEmailReminder() {
  const { t } = useTranslation('shell');
  const { user } = useCurrentUser();
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;
  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: () => showToast({ title: t('verifyEmail.sentTitle'), description: t('verifyEmail.sentText') }),
      onError: (error) => showFailure(error, t('verifyEmail.failedTitle'), t('verifyEmail.failedText')),
    });
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-sky-50 px-4 py-2 text-sm text-sky-950 dark:bg-sky-950/60 dark:text-sky-50"
    >
      <MailWarning aria-hidden className="size-4 shrink-0" />
      {/* The address in a left-to-right isolate: in an Arabic sentence it must not be reordered or split. */}
      <span>{t('verifyEmail.reminder', { email: `\u2066${user.email}\u2069` })}</span>
      <Button
        {...LAZY_PART_ELEMENT}
        variant="outline"
        size="sm"
        isBusy={resend.isPending}
        disabled={resend.isSuccess}
        onClick={sendAgain}
      >
        {resend.isSuccess ? t('verifyEmail.sent') : t('verifyEmail.sendAgain')}
      </Button>
    </div>
  );
}
