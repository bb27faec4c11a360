import { Languages, LogIn, LogOut, Monitor, Moon, Plus, Sun } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useLocation, useNavigate as useRouterNavigate } from 'react-router';
import { Link, NavLink } from '#web/lib/links.tsx';
import { LANGUAGES, type Language, pathInLanguage } from '#common/languages.ts';
import { RadioMenu } from '#web/components/ui/dropdown-menu.tsx';
import { useCurrentUser } from '#web/features/auth/api/session.ts';
import { useLoginDialog } from '#web/features/auth/components/login-dialog-context.tsx';
import { RoleBadge } from '#web/features/auth/components/role-badge.tsx';
import { useLogoutAction } from '#web/features/auth/components/use-logout-action.ts';
import { LANGUAGE_NAMES, useLanguage } from '#web/lib/language.ts';
import { lazyPart } from '#web/lib/lazy-part.tsx';
import { THEMES, type Theme, useTheme } from '#web/lib/theme.tsx';

const NAV_LINKS = [
  { to: '/', key: 'rent' },
  { to: '/sales', key: 'sales' },
  { to: '/lands', key: 'lands' },
  { to: '/favourites', key: 'favourites' },
  { to: '/contact', key: 'contact' },
  { to: '/list-property', key: 'listProperty' },
] as const;

// Signed-in extras load on demand: a visitor's first load carries neither.
const NotificationBell = lazyPart(() =>
  import('#web/features/notifications/components/notification-bell.tsx').then((m) => m.NotificationBell),
);
const UserMenu = lazyPart(() => import('#web/features/auth/components/user-menu.tsx').then((m) => m.UserMenu));

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export function SiteHeader() {
  const { t } = useTranslation('shell');
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-brand-700 dark:text-brand-500">
          <img src="/favicon.svg" alt="" className="size-7" />
          {t('common:brand')}
        </Link>
        <nav
          aria-label={t('nav.label')}
          // On a phone the links scroll sideways; their ends fade out so a cut-off link shows there is more.
          className="order-last -mx-4 flex w-[calc(100%+2rem)] gap-1 overflow-x-auto px-4 [mask-image:linear-gradient(to_right,transparent,black_1rem,black_calc(100%-1rem),transparent)] lg:order-none lg:mx-0 lg:w-auto lg:px-0 lg:[mask-image:none]"
        >
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              className={({ isActive }) =>
                `rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap ${
                  isActive
                    ? 'bg-brand-50 text-brand-700 dark:bg-brand-800/30 dark:text-brand-100'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
                }`
              }
            >
              {t(`nav.${link.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-1">
          <AccountActions />
          <LanguageMenu />
          <ThemeMenu />
        </div>
      </div>
    </header>
  );
}

function AccountActions() {
  const { t } = useTranslation('shell');
  const { user, isLoading } = useCurrentUser();
  const { openLoginDialog } = useLoginDialog();
  const { logout, isPending } = useLogoutAction();
  if (isLoading) return null;
  if (!user) {
    return (
      <button
        type="button"
        onClick={openLoginDialog}
        className="inline-flex h-9 items-center gap-1.5 rounded-md bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800"
      >
        <LogIn aria-hidden className="size-4 rtl:rotate-180" />
        {t('account.login')}
      </button>
    );
  }
  const canAddProperty = user.role === 'owner' || user.role === 'admin';
  return (
    <>
      {canAddProperty && (
        <Link
          to="/apartments/add"
          title={t('account.addProperty')}
          className="inline-flex h-9 items-center gap-1.5 rounded-md bg-brand-700 px-2.5 text-sm font-medium text-white hover:bg-brand-800 sm:px-3"
        >
          <Plus aria-hidden className="size-4" />
          {/* Phones show the icon; the name stays for screen readers. */}
          <span className="sr-only sm:not-sr-only">{t('account.addProperty')}</span>
        </Link>
      )}
      <Suspense fallback={null}>
        <RoleBadge role={user.role} />
      </Suspense>
      <NotificationBell />
      <UserMenu />
      <button
        type="button"
        onClick={logout}
        disabled={isPending}
        aria-label={t('account.logout')}
        title={t('account.logout')}
        className="inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <LogOut aria-hidden className="size-4 rtl:rotate-180" />
      </button>
    </>
  );
}

/** The same page in another language: its URL in that language (the language route loads its texts first). */
function LanguageMenu() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const location = useLocation();
  const navigate = useRouterNavigate();
  return (
    <RadioMenu<Language>
      label={t('language.label')}
      trigger={
        <>
          <Languages aria-hidden className="size-4" />
          <span className="text-sm">{LANGUAGE_NAMES[language]}</span>
        </>
      }
      value={language}
      options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
      onChange={(next) => void navigate(pathInLanguage(location.pathname + location.search + location.hash, next))}
    />
  );
}

function ThemeMenu() {
  const { t } = useTranslation('shell');
  const { theme, setTheme } = useTheme();
  const Icon = THEME_ICONS[theme];
  return (
    <RadioMenu<Theme>
      label={t('theme.label')}
      trigger={<Icon aria-hidden className="size-4" />}
      value={theme}
      options={THEMES.map((value) => {
        const OptionIcon = THEME_ICONS[value];
        return { value, label: t(`theme.${value}`), icon: <OptionIcon aria-hidden className="size-4" /> };
      })}
      onChange={setTheme}
    />
  );
}
