import { Building2, ChevronRight, Mail, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from '#web/lib/links.tsx';
import type { Role } from '#common/users.ts';
import { Dialog, DialogClose, DialogContent } from '#web/components/ui/dialog.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';

const REDIRECT_DELAY_MS = 600;

/** The two role cards of the spec's dialog: each starts the external login with its role. */
const EXTERNAL_ROLES = [
  { role: 'owner', Icon: Building2, title: 'dialog.owner', hint: 'dialog.ownerHint' },
  { role: 'renter', Icon: Search, title: 'dialog.seeker', hint: 'dialog.seekerHint' },
] as const;

interface LoginMethodDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** E-mail and password (/login), or the external login flow with the role the visitor chooses. */
export function LoginMethodDialog({ isOpen, onOpenChange }: LoginMethodDialogProps) {
  const { t } = useTranslation('auth');
  const startExternalLogin = (role: Extract<Role, 'owner' | 'renter'>) => {
    showToast({ title: t('redirecting.title'), description: t('redirecting.description') });
    // A moment to read the toast before the browser leaves for the login provider.
    setTimeout(() => window.location.assign(`/api/login?role=${role}`), REDIRECT_DELAY_MS);
  };
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent title={t('dialog.title')} description={t('dialog.description')} closeLabel={t('dialog.close')}>
        <div className="mt-5 grid gap-3">
          <Link
            to="/login"
            onClick={() => onOpenChange(false)}
            className="flex items-center gap-3 rounded-lg border border-slate-200 p-4 hover:border-brand-500 hover:bg-brand-50 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            <MethodCardBody
              icon={<Mail aria-hidden className="size-6" />}
              title={t('dialog.email')}
              text={t('dialog.emailHint')}
            />
          </Link>
          <p className="flex items-center gap-3 text-xs text-slate-600 uppercase dark:text-slate-400">
            <span aria-hidden className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
            {t('dialog.orContinueWith')}
            <span aria-hidden className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
          </p>
          {EXTERNAL_ROLES.map(({ role, Icon, title, hint }) => (
            <button
              key={role}
              type="button"
              onClick={() => startExternalLogin(role)}
              className="flex items-center gap-3 rounded-lg border border-slate-200 p-4 text-start hover:border-brand-500 hover:bg-brand-50 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              <MethodCardBody icon={<Icon aria-hidden className="size-6" />} title={t(title)} text={t(hint)} />
            </button>
          ))}
          <DialogClose className="mt-2 rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800">
            {t('dialog.cancel')}
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function MethodCardBody({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <>
      <span className="text-brand-600">{icon}</span>
      <span className="flex-1">
        <span className="block font-medium">{title}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">{text}</span>
      </span>
      <ChevronRight aria-hidden className="size-4 text-slate-400 rtl:rotate-180" />
    </>
  );
}
