import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import { type PasswordResetConfirmBody, passwordResetConfirmBodySchema } from '#common/auth.ts';
import { Button } from '#web/components/form/button.tsx';
import { Field, INPUT_CLASS } from '#web/components/form/field.tsx';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import { fieldErrors } from '#web/lib/error-text.ts';
import { useConfirmPasswordReset } from '../api/session.ts';

/** The new password, with the token of the mailed link; signs the person in when it is taken. */
export function ResetPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const { t } = useTranslation('recovery');
  const confirm = useConfirmPasswordReset();
  const form = useForm<PasswordResetConfirmBody>({
    resolver: zodResolver(passwordResetConfirmBodySchema),
    defaultValues: { token, password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    confirm.mutate(body, {
      onSuccess: () => {
        showToast({ title: t('reset.successTitle'), description: t('reset.successText') });
        onSuccess();
      },
      onError: (error) => {
        for (const [name, message] of fieldErrors(error)) {
          if (name === 'password') form.setError('password', { message });
        }
        showFailure(error, t('reset.failedTitle'), t('reset.failedText'));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-slate-600 dark:text-slate-300">{t('reset.intro')}</p>
      <Field label={t('reset.password')} error={errors.password?.message}>
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
      <Button type="submit" isBusy={confirm.isPending}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
