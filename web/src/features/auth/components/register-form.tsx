import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/form/button.tsx';
import { Field, INPUT_CLASS } from '../../../components/form/field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { describeError, fieldErrors } from '../../../lib/error-text.ts';
import { type RegisterBody, registerBodySchema, SELF_SERVICE_ROLES } from '../../../../../common/auth.ts';
import { useRegister } from '../api/session.ts';

interface RegisterFormProps {
  defaultRole: RegisterBody['role'];
  onSuccess: () => void;
}

export function RegisterForm({ defaultRole, onSuccess }: RegisterFormProps) {
  const { t } = useTranslation('account');
  const register = useRegister();
  const form = useForm<RegisterBody>({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', role: defaultRole },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    register.mutate(body, {
      onSuccess: () => {
        showToast({ title: t('register.successTitle'), description: t('register.successText') });
        onSuccess();
      },
      onError: (error) => {
        for (const [name, message] of fieldErrors(error)) form.setError(name as keyof RegisterBody, { message });
        showToast({
          variant: 'destructive',
          title: t('register.failedTitle'),
          description: describeError(error, t('register.failedText')),
        });
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
      <Field label={t('fields.email')} error={errors.email?.message}>
        {(control) => (
          <input {...control} {...form.register('email')} type="email" autoComplete="email" className={INPUT_CLASS} />
        )}
      </Field>
      <Field label={t('fields.password')} error={errors.password?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('password')}
            type="password"
            autoComplete="new-password"
            className={INPUT_CLASS}
          />
        )}
      </Field>
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
      <Button type="submit" isBusy={register.isPending}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
