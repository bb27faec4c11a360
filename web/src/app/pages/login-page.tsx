import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect, useSearchParams } from 'react-router';
import { languageOfPath, pathInLanguage } from '#common/languages.ts';
import { useNavigate } from '#web/lib/links.tsx';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { RegisterForm } from '#web/features/auth/components/register-form.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { safeNextPath } from '#web/lib/error-text.ts';
import { pageServicesContext } from '../page-services.ts';

const TAB_CLASS =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow dark:text-slate-300 dark:data-[state=active]:bg-slate-900 dark:data-[state=active]:text-white';

/** /login: login and register tabs; `?tab=register&role=owner` preselects, `?next=` returns there. */
/** A reader who is signed in already goes on to where they were going. */
export function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.get(pageServicesContext).user) return null;
  const url = new URL(request.url);
  throw redirect(pathInLanguage(safeNextPath(url.searchParams.get('next')), languageOfPath(url.pathname)));
}

export default function LoginPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const goOn = () => navigate(safeNextPath(params.get('next')), { replace: true });
  const defaultTab = params.get('tab') === 'register' ? 'register' : 'login';
  const defaultRole = params.get('role') === 'owner' ? 'owner' : 'renter';

  return (
    <main className="mx-auto w-full max-w-md px-4 py-8">
      <PageTitle text={t('login.heading')} />
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
          </Tabs.Content>
          <Tabs.Content value="register">
            <RegisterForm defaultRole={defaultRole} onSuccess={goOn} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </main>
  );
}
