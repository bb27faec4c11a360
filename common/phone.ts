import { z } from 'zod';
import { normaliseIraqiPhone } from './phone-format.ts';

/**
 * The phone number fields of the forms and the API (issue 19): one schema for what Iraqis type,
 * E.164 out (the rules are in phone-format.ts).
 */
export { formatIraqiPhone, normaliseIraqiPhone, whatsappDigits } from './phone-format.ts';

const phoneText = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidPhone') });

function toE164(value: string, ctx: z.RefinementCtx): string {
  const phone = normaliseIraqiPhone(value);
  if (phone === null) {
    ctx.addIssue({ code: 'custom', message: 'invalidPhone' });
    return z.NEVER;
  }
  return phone;
}

/** A phone number field: any accepted spelling in, E.164 out; anything else is `invalidPhone`. */
export const phoneSchema = phoneText().transform(toE164);

/**
 * An optional phone field (registration, the account page): absent stays absent (no change),
 * empty or null is no number (null), anything else as phoneSchema.
 */
export const optionalPhoneSchema = z
  .union([phoneText(), z.null()], { error: () => 'invalidPhone' })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value.trim() === '') return null;
    return toE164(value, ctx);
  });
