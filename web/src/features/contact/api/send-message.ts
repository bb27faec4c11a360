import { useMutation } from '@tanstack/react-query';
import { type ContactMessageInput, contactMessageSchema } from '#common/contact.ts';
import { apiFetch } from '#web/lib/api-client.ts';

/** `POST /api/contact`: the message is stored for the admins. */
export function useSendMessage() {
  return useMutation({
    mutationFn: (body: ContactMessageInput) => apiFetch('/api/contact', contactMessageSchema, { method: 'POST', body }),
  });
}
