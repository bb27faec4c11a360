import type { LoaderFunctionArgs } from 'react-router';
import { BadgePercent, Building2, Home, LandPlot, ShieldCheck, Users } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from '#web/lib/links.tsx';
import { Button, buttonClass, Spinner } from '#web/components/form/button.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { hasRole, useConvertToOwner, useCurrentUser } from '#web/features/auth/api/session.ts';
import { pageMeta } from '#common/seo/page-meta.ts';
import { pageMetaTags } from '../meta.ts';
import { seoContext } from '../seo.server.ts';

const BENEFITS = [
  { key: 'free', Icon: BadgePercent },
  { key: 'reach', Icon: Users },
  { key: 'control', Icon: ShieldCheck },
] as const;

const KINDS = [
  { key: 'apartment', Icon: Building2 },
  { key: 'house', Icon: Home },
  { key: 'land', Icon: LandPlot },
] as const;

const TAB_CLASS =
  'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium data-[state=active]:bg-white data-[state=active]:shadow dark:data-[state=active]:bg-slate-900';

export function loader(args: LoaderFunctionArgs) {
  return { meta: pageMeta({ name: 'listProperty' }, seoContext(args)) };
}

export const meta = pageMetaTags;

/** /list-property: marketing, then what to do next for a visitor, a renter or an owner. */
export default function ListPropertyPage() {
  const { t } = useTranslation('account');
  const { user, isLoading } = useCurrentUser();

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8">
      <section className="text-center">
        <h1 className="text-3xl font-bold">{t('listProperty.heading')}</h1>
        <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">{t('listProperty.subheading')}</p>
      </section>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {BENEFITS.map(({ key, Icon }) => (
          <li key={key} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
            <Icon aria-hidden className="size-8 text-brand-600" />
            <h2 className="mt-3 font-semibold">{t(`listProperty.benefits.${key}.title`)}</h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t(`listProperty.benefits.${key}.text`)}</p>
          </li>
        ))}
      </ul>
      <section className="mt-10 rounded-xl border border-slate-200 p-6 dark:border-slate-800" aria-live="polite">
        {isLoading ? (
          <Spinner label={t('loading')} />
        ) : !user ? (
          <VisitorPrompt />
        ) : hasRole(user, ['owner', 'admin']) ? (
          <OwnerActions />
        ) : (
          <ConvertPrompt />
        )}
      </section>
    </main>
  );
}

function VisitorPrompt() {
  const { t } = useTranslation('account');
  return (
    <div className="text-center">
      <h2 className="text-xl font-semibold">{t('listProperty.visitor.title')}</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('listProperty.visitor.text')}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Link to="/login?next=%2Flist-property" className={buttonClass()}>
          {t('listProperty.visitor.login')}
        </Link>
        <Link to="/login?tab=register&role=owner&next=%2Flist-property" className={buttonClass('outline')}>
          {t('listProperty.visitor.register')}
        </Link>
      </div>
    </div>
  );
}

function ConvertPrompt() {
  const { t } = useTranslation('account');
  const convert = useConvertToOwner();
  const onConvert = () =>
    convert.mutate(undefined, {
      onSuccess: () =>
        showToast({
          title: t('listProperty.convert.successTitle'),
          description: t('listProperty.convert.successText'),
        }),
      onError: () =>
        showToast({
          variant: 'destructive',
          title: t('listProperty.convert.failedTitle'),
          description: t('listProperty.convert.failedText'),
        }),
    });
  return (
    <div className="text-center">
      <h2 className="text-xl font-semibold">{t('listProperty.convert.title')}</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('listProperty.convert.text')}</p>
      <Button className="mt-4" onClick={onConvert} isBusy={convert.isPending}>
        {t('listProperty.convert.button')}
      </Button>
    </div>
  );
}

function OwnerActions() {
  const { t } = useTranslation('account');
  return (
    <div>
      <Tabs.Root defaultValue="apartment">
        <Tabs.List
          aria-label={t('listProperty.owner.kinds')}
          className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
        >
          {KINDS.map(({ key, Icon }) => (
            <Tabs.Trigger key={key} value={key} className={TAB_CLASS}>
              <Icon aria-hidden className="size-4" />
              {t(`listProperty.owner.${key}.tab`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {KINDS.map(({ key }) => (
          <Tabs.Content key={key} value={key} className="py-4">
            <p className="text-slate-700 dark:text-slate-200">{t(`listProperty.owner.${key}.text`)}</p>
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <div className="mt-2 flex flex-wrap gap-3">
        <Link to="/apartments/add" className={buttonClass()}>
          {t('listProperty.owner.add')}
        </Link>
        <Link to="/admin/apartments" className={buttonClass('outline')}>
          {t('listProperty.owner.dashboard')}
        </Link>
        <Link to="/my-properties" className={buttonClass('outline')}>
          {t('listProperty.owner.myProperties')}
        </Link>
      </div>
    </div>
  );
}
