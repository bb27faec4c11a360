import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/form/button.tsx';
import { Field, INPUT_CLASS } from '#web/components/form/field.tsx';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import { fieldErrors } from '#web/lib/error-text.ts';
import { type RegisterBody, registerBodySchema, SELF_SERVICE_ROLES } from '#common/auth.ts';
import { useRegister } from '../api/session.ts';
import { CredentialFields } from './credential-fields.tsx';
import { PhoneFields } from './phone-fields.tsx';

interface RegisterFormProps {
  defaultRole: RegisterBody['role'];
  onSuccess: () => void;
}

export function RegisterForm({ defaultRole, onSuccess }: RegisterFormProps) {
  const { t } = useTranslation('account');
  const register = useRegister();
  const form = useForm<RegisterBody>({
    resolver: zodResolver(registerBodySchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      role: defaultRole,
      phone: '',
      whatsapp: true,
    },
  });
  const { errors } = form.formState;
  // Owners are called and messaged about their listings: the form asks them for a number (optional).
  const isOwner = form.watch('role') === 'owner';

  const submit = form.handleSubmit((body) =>
    // No number, no WhatsApp flag: the body is the spec's registration.
    register.mutate(isOwner && body.phone ? body : { ...body, phone: undefined, whatsapp: undefined }, {
      onSuccess: () => {
        showToast({ title: t('register.successTitle'), description: t('register.successText') });
        onSuccess();
      },
      onError: (error) => {
        for (const [name, message] of fieldErrors(error)) form.setError(name as keyof RegisterBody, { message });
        showFailure(error, t('register.failedTitle'), t('register.failedText'));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('fields.firstName')} error={errors.firstName?.message}>
          {(control) => (
            <input {...control} {...form.register('firstName')} autoComplete="given-name" className={INPUT_CLASS} />
          )}
        </Field>
        <Field label={t('fields.lastName')} error={errors.lastName?.message}>
          {(control) => (
            <input {...control} {...form.register('lastName')} autoComplete="family-name" className={INPUT_CLASS} />
          )}
        </Field>
      </div>
      <CredentialFields
        email={form.register('email')}
        password={form.register('password')}
        errors={errors}
        passwordAutoComplete="new-password"
      />
      <Field label={t('fields.role')} error={errors.role?.message}>
        {(control) => (
          <select {...control} {...form.register('role')} className={INPUT_CLASS}>
            {SELF_SERVICE_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {isOwner && (
        <PhoneFields
          phone={form.register('phone')}
          whatsapp={form.register('whatsapp')}
          error={errors.phone?.message}
        />
      )}
      <Button type="submit" isBusy={register.isPending}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
