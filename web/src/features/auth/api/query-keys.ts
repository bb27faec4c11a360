/** Query keys of the auth feature: who is signed in. */
export const authKeys = {
  session: ['auth', 'session'] as const,
};
