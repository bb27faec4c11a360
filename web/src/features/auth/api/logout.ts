import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { CURRENT_USER_KEY } from './get-current-user.ts';

export function logout(): Promise<void> {
  return apiFetch<void>('/api/logout', { method: 'POST' });
}

/** Ends the session on the server; everything cached for the old user goes with it. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
    },
  });
}
