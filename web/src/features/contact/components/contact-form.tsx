import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { z } from 'zod';
import { type ContactMessageInput, contactMessageInputSchema } from '#common/contact.ts';
import { Button } from '#web/components/form/button.tsx';
import { Field, INPUT_CLASS } from '#web/components/form/field.tsx';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import { fieldErrors } from '#web/lib/error-text.ts';
import { useSendMessage } from '../api/send-message.ts';

type ContactBody = z.output<typeof contactMessageInputSchema>;
const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', message: '' };

/** The contact form: it really sends (POST /api/contact), which the spec's version never did. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const send = useSendMessage();
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
        showFailure(error, t('toast.error'), t('toast.failed'));
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
