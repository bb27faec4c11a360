import type { LoaderFunctionArgs } from 'react-router';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link, useNavigate } from '#web/lib/links.tsx';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { RegisterForm } from '#web/features/auth/components/register-form.tsx';
import { safeNextPath } from '#web/lib/error-text.ts';
import { headMeta } from '../head.ts';
import { textPageHead } from '../head.server.ts';

const TAB_CLASS =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow dark:text-slate-300 dark:data-[state=active]:bg-slate-900 dark:data-[state=active]:text-white';

export function loader(args: LoaderFunctionArgs) {
  return { head: textPageHead(args, 'account:login.heading', 'common:tagline') };
}

export const meta = headMeta;

/** /login: login and register tabs; `?tab=register&role=owner` preselects, `?next=` returns there. */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const goOn = () => navigate(safeNextPath(params.get('next')), { replace: true });
  const defaultTab = params.get('tab') === 'register' ? 'register' : 'login';
  const defaultRole = params.get('role') === 'owner' ? 'owner' : 'renter';

  return (
    <main className="mx-auto w-full max-w-md px-4 py-8">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-950">
        <h1 className="mb-4 text-2xl font-bold">{t('login.heading')}</h1>
        <Tabs.Root defaultValue={defaultTab}>
          <Tabs.List
            aria-label={t('login.heading')}
            className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
          >
            <Tabs.Trigger value="login" className={TAB_CLASS}>
              {t('login.tab')}
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className={TAB_CLASS}>
              {t('register.tab')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login">
            <LoginForm onSuccess={goOn} />
            <p className="mt-4 text-sm">
              <Link to="/reset-password" className="text-brand-700 underline dark:text-brand-300">
                {t('login.forgotPassword')}
              </Link>
            </p>
          </Tabs.Content>
          <Tabs.Content value="register">
            <RegisterForm defaultRole={defaultRole} onSuccess={goOn} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </main>
  );
}
