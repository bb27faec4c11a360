import { useQuery } from '@tanstack/react-query';
import type { ContactReveal } from '#common/leads.ts';
import { apiFetch } from '#web/lib/api-client.ts';

/**
 * Calls and WhatsApp (issue 19): the owner's number, asked for only when the reader presses
 * "Show phone number" (the server limits how many one reader may see), and the lead events.
 * The answer is kept outside the `listings` keys: a change of a listing must not ask again.
 */
export const contactKeys = {
  reveal: (listingId: number) => ['owner-contact', listingId] as const,
};

async function revealContact(listingId: number): Promise<ContactReveal> {
  // The schema (and zod) loads with the first press, not with the page.
  const { contactRevealSchema } = await import('#common/leads.ts');
  return apiFetch(`/api/apartments/${listingId}/contact`, contactRevealSchema, { method: 'POST' });
}

/** The owner's number once `isAsked`; kept for the visit, never retried (a refusal is an answer). */
export function useOwnerContact(listingId: number, isAsked: boolean) {
  return useQuery({
    queryKey: contactKeys.reveal(listingId),
    queryFn: () => revealContact(listingId),
    enabled: isAsked,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * Tells the server of a page view or a WhatsApp tap (counted once a visitor a day). Fire and
 * forget: `keepalive` lets it finish while the browser leaves for WhatsApp; a failure is no
 * concern of the reader's.
 */
export function sendLeadEvent(listingId: number, event: 'view' | 'whatsapp-tap'): void {
  void fetch(`/api/apartments/${listingId}/${event}`, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}
