import { z } from 'zod';

/**
 * Calls and WhatsApp (issue 19): the owner's number as `POST /api/apartments/:id/contact` reveals
 * it, and the leads an owner sees for a listing.
 */
export const contactRevealSchema = z.object({
  /** E.164, e.g. `+9647701234567`. */
  phone: z.string(),
  /** Whether the owner is reachable on WhatsApp at this number. */
  whatsapp: z.boolean(),
});
export type ContactReveal = z.output<typeof contactRevealSchema>;

/** How many days `GET /api/apartments/:id/leads` counts back, today included. */
export const LEAD_DAYS = 30;

/** `GET /api/apartments/:id/leads`: the last LEAD_DAYS days. */
export const listingLeadsSchema = z.object({
  /** Visitors who opened the listing's page, each once a day. */
  views: z.number().int(),
  /** Visitors who revealed the phone number, each once a day. */
  contactReveals: z.number().int(),
  /** Visitors who opened WhatsApp from the listing, each once a day. */
  whatsappTaps: z.number().int(),
  /** Booking requests, viewing requests and enquiries sent. */
  enquiries: z.number().int(),
});
export type ListingLeads = z.output<typeof listingLeadsSchema>;
