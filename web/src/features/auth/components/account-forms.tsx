import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import { type AccountUpdate, accountUpdateSchema } from '#common/auth.ts';
import { formatIraqiPhone } from '#common/phone.ts';
import type { PublicUserJson } from '#common/users.ts';
import { Button } from '#web/components/form/button.tsx';
import { Field, INPUT_CLASS } from '#web/components/form/field.tsx';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import { fieldErrors } from '#web/lib/error-text.ts';
import { useUpdateAccount } from '../api/session.ts';
import { PhoneFields } from './phone-fields.tsx';

const SECTION_CLASS =
  'grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** Name, mobile number and WhatsApp (the account page). */
export function AccountDetailsForm({ user }: { user: PublicUserJson }) {
  const { t } = useTranslation(['profile', 'account']);
  const update = useUpdateAccount();
  const form = useForm<AccountUpdate>({
    resolver: zodResolver(accountUpdateSchema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phone: user.phone ? formatIraqiPhone(user.phone) : '',
      whatsapp: user.phone ? user.whatsapp : true,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (saved) => {
        form.reset({
          firstName: saved.firstName ?? '',
          lastName: saved.lastName ?? '',
          phone: saved.phone ? formatIraqiPhone(saved.phone) : '',
          whatsapp: saved.phone ? saved.whatsapp : true,
        });
        showToast({ title: t('details.saved') });
      },
      onError: (error) => {
        for (const [name, message] of fieldErrors(error)) form.setError(name as keyof AccountUpdate, { message });
        showFailure(error, t('details.failed'), t('details.failed'));
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate className={SECTION_CLASS} aria-labelledby="account-details-heading">
      <h2 id="account-details-heading" className="text-lg font-semibold">
        {t('details.heading')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('account:fields.firstName')} error={errors.firstName?.message}>
          {(control) => (
            <input {...control} {...form.register('firstName')} autoComplete="given-name" className={INPUT_CLASS} />
          )}
        </Field>
        <Field label={t('account:fields.lastName')} error={errors.lastName?.message}>
          {(control) => (
            <input {...control} {...form.register('lastName')} autoComplete="family-name" className={INPUT_CLASS} />
          )}
        </Field>
      </div>
      <PhoneFields phone={form.register('phone')} whatsapp={form.register('whatsapp')} error={errors.phone?.message} />
      <div>
        <Button type="submit" isBusy={update.isPending}>
          {t('details.submit')}
        </Button>
      </div>
    </form>
  );
}

/** A new password, with the current one; the other devices are signed out. */
export function PasswordForm() {
  const { t } = useTranslation('profile');
  const update = useUpdateAccount();
  const form = useForm<AccountUpdate>({
    resolver: zodResolver(accountUpdateSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    update.mutate(
      { currentPassword: body.currentPassword, newPassword: body.newPassword },
      {
        onSuccess: () => {
          form.reset({ currentPassword: '', newPassword: '' });
          showToast({ title: t('password.saved') });
        },
        onError: (error) => {
          for (const [name, message] of fieldErrors(error)) form.setError(name as keyof AccountUpdate, { message });
          showFailure(error, t('password.failed'), t('password.failed'));
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className={SECTION_CLASS} aria-labelledby="account-password-heading">
      <h2 id="account-password-heading" className="text-lg font-semibold">
        {t('password.heading')}
      </h2>
      <Field label={t('password.current')} error={errors.currentPassword?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('currentPassword')}
            type="password"
            autoComplete="current-password"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field label={t('password.new')} hint={t('password.hint')} error={errors.newPassword?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('newPassword', { setValueAs: (value: string) => (value === '' ? undefined : value) })}
            type="password"
            autoComplete="new-password"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <div>
        <Button type="submit" isBusy={update.isPending}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Asks an owner without a number for one (the add-listing page): without it their listings take
 * enquiries only. Shows nothing once the user has a number.
 */
export function PhonePrompt({ user }: { user: PublicUserJson }) {
  const { t } = useTranslation(['profile', 'account']);
  const update = useUpdateAccount();
  const form = useForm<AccountUpdate>({
    resolver: zodResolver(accountUpdateSchema),
    defaultValues: { phone: '', whatsapp: true },
  });
  if (user.phone) return null;
  const submit = form.handleSubmit((body) =>
    update.mutate(
      { phone: body.phone, whatsapp: body.whatsapp },
      {
        onSuccess: () => showToast({ title: t('details.saved') }),
        onError: (error) => {
          for (const [name, message] of fieldErrors(error)) form.setError(name as keyof AccountUpdate, { message });
          showFailure(error, t('details.failed'), t('details.failed'));
        },
      },
    ),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="phone-prompt-heading"
      className="mb-6 grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40"
    >
      <h2 id="phone-prompt-heading" className="font-semibold">
        {t('prompt.title')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('prompt.text')}</p>
      <PhoneFields
        phone={form.register('phone')}
        whatsapp={form.register('whatsapp')}
        error={form.formState.errors.phone?.message}
      />
      <div>
        <Button type="submit" size="sm" isBusy={update.isPending}>
          {t('prompt.submit')}
        </Button>
      </div>
    </form>
  );
}
