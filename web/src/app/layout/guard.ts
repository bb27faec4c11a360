import { type LoaderFunctionArgs, redirect } from 'react-router';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from '#common/languages.ts';
import type { Role } from '#common/users.ts';
import { pageServicesContext } from '../page-services.ts';

export const SIGNED_IN = ['admin', 'owner', 'renter'] as const;
export const OWNERS = ['owner', 'admin'] as const;
export const ADMINS = ['admin'] as const;

/**
 * The server's side of RequireRole: a visitor asking for a signed-in screen is sent to /login
 * (and back after it), a renter asking for an owner's screen to /list-property (where they may
 * convert), before any HTML is made. The browser's RequireRole handles a session that ends later.
 */
export function guardLoader(roles: readonly Role[]) {
  return ({ request, context }: LoaderFunctionArgs) => {
    const { user } = context.get(pageServicesContext);
    const url = new URL(request.url);
    const language = languageOfPath(url.pathname);
    if (!user) {
      const next = encodeURIComponent(pathWithoutLanguage(url.pathname) + url.search);
      throw redirect(pathInLanguage(`/login?next=${next}`, language));
    }
    if (!roles.includes(user.role)) {
      throw redirect(
        pathInLanguage(user.role === 'renter' && roles.includes('owner') ? '/list-property' : '/', language),
      );
    }
    return null;
  };
}
