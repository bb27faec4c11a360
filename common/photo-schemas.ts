import { z } from 'zod';

/** `POST /api/upload`'s answer (201): the stored photo's URL and a confirmation in the caller's language. */
export const uploadAnswerSchema = z.object({ success: z.literal(true), fileUrl: z.string(), message: z.string() });
export type UploadAnswer = z.input<typeof uploadAnswerSchema>;
