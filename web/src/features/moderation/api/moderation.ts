import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminUserUpdate,
  adminUserListSchema,
  adminUserSchema,
  moderationQueueSchema,
  type ReportBody,
  reportSchema,
} from '#common/moderation.ts';
import { noContentSchema } from '#common/schema-helpers.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { moderationKeys } from './query-keys.ts';

/** `POST /api/apartments/:id/reports`: anyone, visitors too. */
export function useReportListing(apartmentId: number) {
  return useMutation({
    mutationFn: (body: ReportBody) =>
      apiFetch(`/api/apartments/${apartmentId}/reports`, reportSchema, { method: 'POST', body }),
  });
}

/** The admins' queue: reported, held and hidden listings. */
export function useModerationQueue() {
  return useQuery({
    queryKey: moderationKeys.queue(),
    queryFn: ({ signal }) => apiFetch('/api/admin/reports', moderationQueueSchema, { signal }),
  });
}

export type ModerationAction = 'hide' | 'dismiss' | 'restore';

export function useDecideListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ apartmentId, action, reason }: { apartmentId: number; action: ModerationAction; reason?: string }) =>
      apiFetch(`/api/admin/reports/${apartmentId}/${action}`, noContentSchema, {
        method: 'POST',
        ...(action === 'hide' ? { body: { reason } } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

/** `GET /api/admin/users?q=`: the previous answer stays on screen while the next one loads. */
export function useAdminUsers(q: string) {
  return useQuery({
    queryKey: moderationKeys.users(q),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/users${q ? `?${new URLSearchParams({ q })}` : ''}`, adminUserListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: AdminUserUpdate }) =>
      apiFetch(`/api/admin/users/${id}`, adminUserSchema, { method: 'PATCH', body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
