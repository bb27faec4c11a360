import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Field, INPUT_CLASS } from '#web/components/form/field.tsx';

interface PhoneFieldsProps {
  phone: UseFormRegisterReturn<'phone'>;
  whatsapp: UseFormRegisterReturn<'whatsapp'>;
  /** The phone field's message key (or a server text). */
  error: string | undefined;
}

/**
 * A mobile number and the "reachable on WhatsApp" flag: the register form, the account page and
 * the prompt on the add-listing page. Any Iraqi spelling is accepted (common/phone.ts).
 */
export function PhoneFields({ phone, whatsapp, error }: PhoneFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <Field label={t('fields.phone')} hint={t('fields.phoneHint')} error={error}>
        {(control) => (
          <input
            {...control}
            {...phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            placeholder="0770 123 4567"
            className={`${INPUT_CLASS} text-start rtl:text-end`}
          />
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...whatsapp} className="size-4 accent-brand-600" />
        {t('fields.whatsapp')}
      </label>
    </>
  );
}
