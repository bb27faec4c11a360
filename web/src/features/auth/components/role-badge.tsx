import { Building2, Search, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../common/listings.ts';

const ROLE_ICONS = { admin: ShieldCheck, owner: Building2, renter: Search } as const;

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('auth');
  const Icon = ROLE_ICONS[role];
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2.5 py-1 text-xs font-medium text-brand-800 dark:bg-brand-800/40 dark:text-brand-100">
      <Icon aria-hidden className="size-3.5" />
      {t(`roles.${role}`)}
    </span>
  );
}
