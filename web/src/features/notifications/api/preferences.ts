import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  notificationPreferenceInputSchema,
  notificationPreferenceSchema,
} from '../../../../../common/notification-preferences.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../auth/api/session.ts';

export type PreferenceInput = z.output<typeof notificationPreferenceInputSchema>;
/** A saved search as JSON carries it. */
export type Preference = z.input<typeof notificationPreferenceSchema>;

const KEY = ['notification-preferences'] as const;
const PATH = '/api/notification-preferences';

export function usePreferences() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: [...KEY, user?.id],
    enabled: user !== null,
    queryFn: ({ signal }) => apiFetch<Preference[]>(PATH, { signal }),
  });
}

function usePreferenceMutation<V>(request: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export function useSavePreference() {
  return usePreferenceMutation(({ id, body }: { id?: number; body: PreferenceInput }) =>
    id === undefined
      ? apiFetch<Preference>(PATH, { method: 'POST', body })
      : apiFetch<Preference>(`${PATH}/${id}`, { method: 'PUT', body }),
  );
}

export function useDeletePreference() {
  return usePreferenceMutation((id: number) => apiFetch(`${PATH}/${id}`, { method: 'DELETE' }));
}
