import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { INBOX_PAGE_SIZE, inboxMessageListSchema, inboxMessageSchema } from '#common/contact.ts';
import { parseNextLink } from '#common/link-header.ts';
import { UNREAD_COUNT_HEADER } from '#common/notifications.ts';
import { apiFetch, apiRequest } from '#web/lib/api-client.ts';

export const inboxKeys = {
  all: ['admin-messages'] as const,
  pages: ['admin-messages', 'pages'] as const,
  unread: ['admin-messages', 'unread'] as const,
};

function readUnread(headers: Headers): number {
  const count = Number.parseInt(headers.get(UNREAD_COUNT_HEADER) ?? '', 10);
  return Number.isNaN(count) ? 0 : count;
}

/** The admins' inbox, newest first, a page at a time (the server's Link header names the next). */
export function useInbox() {
  return useInfiniteQuery({
    queryKey: inboxKeys.pages,
    initialPageParam: `/api/admin/messages?limit=${INBOX_PAGE_SIZE}`,
    queryFn: async ({ pageParam, signal }) => {
      const { data, headers } = await apiRequest(pageParam, inboxMessageListSchema, { signal });
      return { items: data, next: parseNextLink(headers.get('link')), unread: readUnread(headers) };
    },
    getNextPageParam: (page) => page.next,
  });
}

/** How many contact messages nobody has handled yet (the dashboard's card); admins only. */
export function useUnreadMessages({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: inboxKeys.unread,
    enabled,
    queryFn: async ({ signal }) => {
      const { headers } = await apiRequest('/api/admin/messages?limit=1', inboxMessageListSchema, { signal });
      return readUnread(headers);
    },
  });
}

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      apiFetch(`/api/admin/messages/${id}`, inboxMessageSchema, { method: 'PATCH', body: { handled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
