import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type NotificationPreferenceInput,
  notificationPreferenceListSchema,
  notificationPreferenceSchema,
  unsubscribeAnswerSchema,
} from '#common/notification-preferences.ts';
import { noContentSchema } from '#common/schema-helpers.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { useCurrentUser } from '#web/features/auth/api/session.ts';
import { notificationKeys } from './query-keys.ts';

const PATH = '/api/notification-preferences';

export function usePreferences() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: notificationKeys.preferencesOf(user?.id),
    enabled: user !== null,
    queryFn: ({ signal }) => apiFetch(PATH, notificationPreferenceListSchema, { signal }),
  });
}

function usePreferenceMutation<V>(request: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.preferences }),
  });
}

export function useSavePreference() {
  return usePreferenceMutation(({ id, body }: { id?: number; body: NotificationPreferenceInput }) =>
    id === undefined
      ? apiFetch(PATH, notificationPreferenceSchema, { method: 'POST', body })
      : apiFetch(`${PATH}/${id}`, notificationPreferenceSchema, { method: 'PUT', body }),
  );
}

export function useDeletePreference() {
  return usePreferenceMutation((id: number) => apiFetch(`${PATH}/${id}`, noContentSchema, { method: 'DELETE' }));
}

/** The one-click unsubscribe of an alert mail's link: `p` and `t` from the link, no login needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: ({ p, t }: { p: string; t: string }) =>
      apiFetch(`/api/unsubscribe?${new URLSearchParams({ p, t })}`, unsubscribeAnswerSchema, { method: 'POST' }),
  });
}
