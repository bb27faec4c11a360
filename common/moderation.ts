import { z } from 'zod';
import { idParamSchema, isoDateTime } from './schema-helpers.ts';
import { ROLES } from './users.ts';

/** Why a reader reports a listing (texts: the `report.reasons.*` keys of the listings locale). */
export const REPORT_REASONS = ['fake', 'wrong_price', 'unavailable', 'wrong_location', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'closed'] as const;

/** visible; held: reported by enough accounts, out of the public's sight until an admin decides; hidden by an admin. */
export const MODERATION_STATES = ['visible', 'held', 'hidden'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/** Open reports from this many different accounts hold a listing back from the public. */
export const AUTO_HIDE_ACCOUNTS = 3;

export const REPORT_NOTE_MAX = 1000;
export const HIDE_REASON_MAX = 500;

const hasNoNul = (text: string) => !text.includes('\u0000');

/** The report dialog and `POST /api/apartments/:id/reports`. */
export const reportBodySchema = z.object({
  reason: z.enum(REPORT_REASONS, { message: 'required' }),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, { message: 'reportNoteTooLong' })
    .refine(hasNoNul, { message: 'invalid' })
    .default(''),
});
export type ReportBody = z.input<typeof reportBodySchema>;

export const reportSchema = z.object({
  id: z.number().int(),
  apartmentId: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  createdAt: isoDateTime,
});

export const apartmentIdParamSchema = z.object({ apartmentId: idParamSchema.shape.id });

/** `POST /api/admin/reports/:apartmentId/hide`: the reason the owner is told. */
export const hideBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, { message: 'required' })
    .max(HIDE_REASON_MAX)
    .refine(hasNoNul, { message: 'invalid' }),
});

const reasonCountsSchema = z.object(
  Object.fromEntries(REPORT_REASONS.map((reason) => [reason, z.number().int()])) as Record<ReportReason, z.ZodNumber>,
);

/** One listing of the moderation queue: its open reports counted by reason. */
export const moderationItemSchema = z.object({
  apartmentId: z.number().int(),
  title_en: z.string(),
  title_ar: z.string(),
  title_ku: z.string(),
  ownerId: z.number().int().nullable(),
  moderation: z.enum(MODERATION_STATES),
  moderationNote: z.string().nullable(),
  openReports: z.number().int(),
  /** Different accounts among the open reports (visitors are not counted). */
  reporterAccounts: z.number().int(),
  counts: reasonCountsSchema,
  /** The latest notes of the open reports, newest first. */
  notes: z.array(z.string()),
  latestReportAt: isoDateTime.nullable(),
});
export const moderationQueueSchema = z.array(moderationItemSchema);
export type ModerationItemJson = z.input<typeof moderationItemSchema>;

/** A user as the admins' user list shows them. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** E.164, what the admin checks before verifying an owner; null when none was given. */
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  verified: z.boolean(),
  suspended: z.boolean(),
  createdAt: isoDateTime,
});
export const adminUserListSchema = z.array(adminUserSchema);
export type AdminUserJson = z.input<typeof adminUserSchema>;

/** At most this many users answer a search. */
export const ADMIN_USERS_LIMIT = 50;

export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100).refine(hasNoNul, { message: 'invalid' }).optional(),
});

/** `PATCH /api/admin/users/:id`: any of the three. */
export const adminUserUpdateSchema = z
  .object({
    role: z.enum(ROLES).optional(),
    verified: z.boolean().optional(),
    suspended: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'required' });
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;
