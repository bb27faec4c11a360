import { useCallback } from 'react';
import {
  type NavigateOptions,
  type To,
  Link as RouterLink,
  type LinkProps,
  NavLink as RouterNavLink,
  type NavLinkProps,
  Navigate as RouterNavigate,
  type NavigateProps,
  useLocation,
  useNavigate as useRouterNavigate,
} from 'react-router';
import { type Language, languageOfPath, pathInLanguage } from '#common/languages.ts';

/**
 * React Router's links and navigation, in the reader's language: a site path (`/sales`) becomes
 * that language's URL (`/en/sales`, `/ku/sales`, `/sales` in Arabic). Relative paths stay as they are.
 */
export function localizeTo(to: To, language: Language): To {
  if (typeof to === 'string') return to.startsWith('/') ? pathInLanguage(to, language) : to;
  return to.pathname?.startsWith('/') ? { ...to, pathname: pathInLanguage(to.pathname, language) } : to;
}

/** The language of the page being shown: the one its URL is in. */
function useUrlLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={localizeTo(to, useUrlLanguage())} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={localizeTo(to, useUrlLanguage())} {...props} />;
}

export function Navigate({ to, ...props }: NavigateProps) {
  return <RouterNavigate to={localizeTo(to, useUrlLanguage())} {...props} />;
}

export function useNavigate() {
  const navigate = useRouterNavigate();
  const language = useUrlLanguage();
  return useCallback(
    (to: To, options?: NavigateOptions) => navigate(localizeTo(to, language), options),
    [navigate, language],
  );
}
