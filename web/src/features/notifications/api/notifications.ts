import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationType } from '../../../../../common/listings.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiGetWithHeaders } from '../../../lib/api-response.ts';
import { useCurrentUser } from '../../auth/api/session.ts';

// Local until common/notifications.ts lands on this branch: the fields the bell reads.
export interface NotificationJson {
  id: number;
  title: string;
  message: string;
  type: NotificationType;
  apartmentId: number | null;
  read: boolean;
  createdAt: string;
  /** What the server stored with it (old/new price, percent, the listing's English title and type). */
  params?: {
    percent?: number;
    titleEn?: string;
    listingType?: string;
    paymentType?: string;
  } | null;
}

const KEY = ['notifications'] as const;

/** The caller's notifications and the unread count (X-Unread-Count, else counted here). */
export function useNotifications() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: [...KEY, user?.id],
    enabled: user !== null,
    // The one query that refreshes when the window regains focus (DESIGN.md section 7).
    refetchOnWindowFocus: true,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const { data, headers } = await apiGetWithHeaders<NotificationJson[]>('/api/notifications', signal);
      const header = Number.parseInt(headers.get('x-unread-count') ?? '', 10);
      return { items: data, unread: Number.isNaN(header) ? data.filter((n) => !n.read).length : header };
    },
  });
}

function useNotificationMutation(request: (id: number) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useMarkRead() {
  return useNotificationMutation((id) => apiFetch(`/api/notifications/${id}/read`, { method: 'PATCH' }));
}

export function useDeleteNotification() {
  return useNotificationMutation((id) => apiFetch(`/api/notifications/${id}`, { method: 'DELETE' }));
}
