import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { type LoaderFunctionArgs, redirect, useSearchParams } from 'react-router';
import { languageOfPath, pathInLanguage } from '#common/languages.ts';
import { Link, useNavigate } from '#web/lib/links.tsx';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { RegisterForm } from '#web/features/auth/components/register-form.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { safeNextPath } from '#web/lib/error-text.ts';
import { pageServicesContext } from '../page-services.ts';

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
  const [tab, setTab] = useState(params.get('tab') === 'register' ? 'register' : 'login');
  const defaultRole = params.get('role') === 'owner' ? 'owner' : 'renter';

  return (
    <main className="mx-auto w-full max-w-md px-4 py-8">
      <PageTitle text={t('login.heading')} />
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-950">
        <h1 className="mb-4 text-2xl font-bold">{t('login.heading')}</h1>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList label={t('login.heading')} isFullWidth>
            <TabsTrigger value="login">{t('login.tab')}</TabsTrigger>
            <TabsTrigger value="register">{t('register.tab')}</TabsTrigger>
          </TabsList>
          <div className="mt-6">
            <TabsContent value="login">
              <LoginForm onSuccess={goOn} />
              <p className="mt-4 text-sm">
                <Link to="/reset-password" className="text-brand-700 underline dark:text-brand-300">
                  {t('login.forgotPassword')}
                </Link>
              </p>
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm defaultRole={defaultRole} onSuccess={goOn} />
            </TabsContent>
          </div>
        </Tabs>
      </div>
    </main>
  );
}
