import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Field, INPUT_CLASS } from '#web/components/form/field.tsx';

interface CredentialFieldsProps {
  email: UseFormRegisterReturn<'email'>;
  password: UseFormRegisterReturn<'password'>;
  /** The fields' message keys (or server texts). */
  errors: { email?: { message?: string }; password?: { message?: string } };
  /** What the browser's password manager offers: the saved password, or a new one. */
  passwordAutoComplete: 'current-password' | 'new-password';
}

/** E-mail and password, as the login and the register form ask for them. */
export function CredentialFields({ email, password, errors, passwordAutoComplete }: CredentialFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <Field label={t('fields.email')} error={errors.email?.message}>
        {(control) => <input {...control} {...email} type="email" autoComplete="email" className={INPUT_CLASS} />}
      </Field>
      <Field label={t('fields.password')} error={errors.password?.message}>
        {(control) => (
          <input
            {...control}
            {...password}
            type="password"
            autoComplete={passwordAutoComplete}
            className={INPUT_CLASS}
          />
        )}
      </Field>
    </>
  );
}
