import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import { type PasswordResetRequestBody, passwordResetRequestBodySchema } from '#common/auth.ts';
import { Button } from '#web/components/form/button.tsx';
import { Field, INPUT_CLASS } from '#web/components/form/field.tsx';
import { showFailure } from '#web/components/ui/toast-store.ts';
import { fieldErrors } from '#web/lib/error-text.ts';
import { useRequestPasswordReset } from '../api/session.ts';

/** "Forgot password": the address to mail a reset link to; then the server's answer (the same for any address). */
export function ForgotPasswordForm() {
  const { t } = useTranslation('recovery');
  const { t: tAccount } = useTranslation('account');
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequestBody>({
    resolver: zodResolver(passwordResetRequestBodySchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  if (request.isSuccess) {
    return (
      <p role="status" className="rounded-md bg-brand-50 p-4 text-slate-800 dark:bg-slate-800 dark:text-slate-100">
        {request.data.message}
      </p>
    );
  }

  const submit = form.handleSubmit((body) =>
    request.mutate(body, {
      onError: (error) => {
        for (const [name, message] of fieldErrors(error)) form.setError(name as 'email', { message });
        showFailure(error, t('forgot.failedTitle'), t('forgot.failedText'));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-slate-600 dark:text-slate-300">{t('forgot.intro')}</p>
      <Field label={tAccount('fields.email')} error={errors.email?.message}>
        {(control) => (
          <input {...control} {...form.register('email')} type="email" autoComplete="email" className={INPUT_CLASS} />
        )}
      </Field>
      <Button type="submit" isBusy={request.isPending}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}
