import { RequireRole } from '#web/features/auth/components/require-role.tsx';
import { ADMINS, guardLoader } from './guard.ts';

/** The admins' screens of the management area (reports, users): an owner is sent home. */
export const loader = guardLoader(ADMINS);

export default function AdminsOnly() {
  return <RequireRole roles={ADMINS} />;
}
