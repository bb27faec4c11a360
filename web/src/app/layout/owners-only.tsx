import { RequireRole } from '#web/features/auth/components/require-role.tsx';
import { guardLoader, OWNERS } from './guard.ts';

/** The owners' screens (admins too): adding a listing, my properties, the management area. */
export const loader = guardLoader(OWNERS);

export default function OwnersOnly() {
  return <RequireRole roles={OWNERS} />;
}
