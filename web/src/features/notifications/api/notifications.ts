import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationListSchema, notificationSchema, UNREAD_COUNT_HEADER } from '#common/notifications.ts';
import { noContentSchema } from '#common/schema-helpers.ts';
import { apiFetch, apiRequest } from '#web/lib/api-client.ts';
import { currentLanguage } from '#web/lib/i18n.ts';
import { useCurrentUser } from '#web/features/auth/api/session.ts';
import { notificationKeys } from './query-keys.ts';

/**
 * The caller's notifications and the unread count (X-Unread-Count, else counted here). Live:
 * the server's event stream announces new ones; without it, focus and actions refresh.
 */
export function useNotifications() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined || typeof EventSource === 'undefined') return;
    const stream = new EventSource(`/api/notifications/stream?lang=${currentLanguage()}`, { withCredentials: true });
    const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.inbox });
    stream.addEventListener('notification', refresh);
    return () => stream.close();
  }, [userId, queryClient]);
  return useQuery({
    queryKey: notificationKeys.inboxOf(user?.id),
    enabled: user !== null,
    // The one query that refreshes when the window regains focus (DESIGN.md section 7).
    refetchOnWindowFocus: true,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const { data, headers } = await apiRequest('/api/notifications', notificationListSchema, { signal });
      const header = Number.parseInt(headers.get(UNREAD_COUNT_HEADER) ?? '', 10);
      return { items: data, unread: Number.isNaN(header) ? data.filter((n) => !n.read).length : header };
    },
  });
}

function useNotificationMutation(request: (id: number) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.inbox }),
  });
}

export function useMarkRead() {
  return useNotificationMutation((id) =>
    apiFetch(`/api/notifications/${id}/read`, notificationSchema, { method: 'PATCH' }),
  );
}

export function useDeleteNotification() {
  return useNotificationMutation((id) => apiFetch(`/api/notifications/${id}`, noContentSchema, { method: 'DELETE' }));
}
