import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type ContactMessageInput, contactMessageInputSchema } from '../../../../../common/contact.ts';
import { Button } from '../../../components/form/button.tsx';
import { Field, INPUT_CLASS } from '../../../components/form/field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { describeError, fieldErrors } from '../../../lib/error-text.ts';

type ContactBody = z.output<typeof contactMessageInputSchema>;
const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', message: '' };

/** The contact form: it really sends (POST /api/contact), which the spec's version never did. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const send = useMutation({ mutationFn: (body: ContactBody) => apiFetch('/api/contact', { method: 'POST', body }) });
  const form = useForm<ContactMessageInput, unknown, ContactBody>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: () => {
        showToast({ title: t('toast.sentTitle'), description: t('toast.sentText') });
        form.reset(EMPTY);
      },
      onError: (error) => {
        for (const [name, message] of fieldErrors(error)) form.setError(name as keyof ContactMessageInput, { message });
        showToast({
          variant: 'destructive',
          title: t('toast.error'),
          description: describeError(error, t('toast.failed')),
        });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label={t('fields.name')} error={errors.name?.message}>
        {(c) => <input {...c} {...form.register('name')} autoComplete="name" className={INPUT_CLASS} />}
      </Field>
      <Field label={t('fields.email')} error={errors.email?.message}>
        {(c) => (
          <input
            {...c}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field label={t('fields.phone')} error={errors.phone?.message} className="sm:col-span-2">
        {(c) => (
          <input {...c} {...form.register('phone')} type="tel" autoComplete="tel" dir="ltr" className={INPUT_CLASS} />
        )}
      </Field>
      <Field label={t('fields.message')} error={errors.message?.message} className="sm:col-span-2">
        {(c) => <textarea {...c} {...form.register('message')} rows={5} className={INPUT_CLASS} />}
      </Field>
      <Button type="submit" isBusy={send.isPending} className="sm:col-span-2 sm:justify-self-start">
        {t('send')}
      </Button>
    </form>
  );
}
