import { useTranslation } from '#web/lib/use-translation.ts';
import { useNavigate } from '#web/lib/links.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { useLogout } from '../api/session.ts';

/** Logout with the spec's toasts, then the home page: the header button and the user menu both use it. */
export function useLogoutAction() {
  const { t } = useTranslation('account');
  const logout = useLogout();
  const navigate = useNavigate();
  const run = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        showToast({ title: t('logout.successTitle'), description: t('logout.successText') });
        navigate('/');
      },
      onError: () =>
        showToast({ variant: 'destructive', title: t('logout.failedTitle'), description: t('logout.failedText') }),
    });
  return { logout: run, isPending: logout.isPending };
}
