import { RequireRole } from '#web/features/auth/components/require-role.tsx';
import { guardLoader, SIGNED_IN } from './guard.ts';

/** Screens for every signed-in user: my bookings, saved searches. */
export const loader = guardLoader(SIGNED_IN);

export default function SignedInOnly() {
  return <RequireRole roles={SIGNED_IN} />;
}
