import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/form/button.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { describeError, fieldErrors, isUnauthorized } from '#web/lib/error-text.ts';
import { type LoginBody, loginBodySchema } from '#common/auth.ts';
import { useLogin } from '../api/session.ts';
import { CredentialFields } from './credential-fields.tsx';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation('account');
  const login = useLogin();
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    login.mutate(body, {
      onSuccess: () => {
        showToast({ title: t('login.successTitle'), description: t('login.successText') });
        onSuccess();
      },
      onError: (error) => {
        for (const [name, message] of fieldErrors(error)) form.setError(name as keyof LoginBody, { message });
        showToast({
          variant: 'destructive',
          title: t('login.failedTitle'),
          // A 401 is the wrong password: the spec's own text says so best.
          description: isUnauthorized(error) ? t('login.failedText') : describeError(error, t('login.failedText')),
        });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <CredentialFields
        email={form.register('email')}
        password={form.register('password')}
        errors={errors}
        passwordAutoComplete="current-password"
      />
      <Button type="submit" isBusy={login.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
