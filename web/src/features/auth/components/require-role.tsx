import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Outlet, useLocation } from 'react-router';
import { Navigate } from '#web/lib/links.tsx';
import type { Role } from '#common/users.ts';
import { Spinner } from '#web/components/form/button.tsx';
import { hasRole, useCurrentUser } from '../api/session.ts';

interface RequireRoleProps {
  roles: readonly Role[];
  children?: ReactNode;
}

/**
 * Hides a screen from users the server would refuse anyway: visitors go to /login (and come
 * back after), a renter asked to be an owner goes to /list-property (where they can convert),
 * any other wrong role goes home.
 */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const { t } = useTranslation('account');
  if (isLoading) return <Spinner label={t('loading')} />;
  if (!user) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  if (!hasRole(user, roles)) {
    return <Navigate to={user.role === 'renter' && roles.includes('owner') ? '/list-property' : '/'} replace />;
  }
  return children ?? <Outlet />;
}
