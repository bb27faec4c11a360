import { Building2, Search, ShieldCheck } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { Role } from '#common/users.ts';

const ROLE_ICONS = { admin: ShieldCheck, owner: Building2, renter: Search } as const;

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('auth');
  const Icon = ROLE_ICONS[role];
  return (
    <span
      title={t(`roles.${role}`)}
      className="inline-flex items-center gap-1 rounded-full bg-brand-100 p-1.5 text-xs font-medium text-brand-800 sm:px-2.5 sm:py-1 dark:bg-brand-800/40 dark:text-brand-100"
    >
      <Icon aria-hidden className="size-3.5" />
      {/* Phones show the icon; the role's name stays for screen readers. */}
      <span className="sr-only sm:not-sr-only">{t(`roles.${role}`)}</span>
    </span>
  );
}
