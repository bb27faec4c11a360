import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { detailsUpdateSchema } from '../../../../../common/apartments.ts';
import { Button } from '../../../components/form/button.tsx';
import { Field, INPUT_CLASS } from '../../../components/form/field.tsx';
import { ModalDialog } from '../../../components/form/modal-dialog.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { describeError, fieldErrors } from '../../../lib/error-text.ts';
import { type ManagedApartment, useUpdateDetails } from '../api/management.ts';

type DetailsInput = z.input<typeof detailsUpdateSchema>;

/** The spec reads bedrooms and bathrooms as integers, 0 when empty. */
const asCount = (value: unknown) => (value === '' ? 0 : Number.parseInt(String(value), 10));

interface DetailsDialogProps {
  apartment: ManagedApartment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function DetailsDialog({ apartment, open, onOpenChange }: DetailsDialogProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateDetails();
  const form = useForm<DetailsInput, unknown, z.output<typeof detailsUpdateSchema>>({
    resolver: zodResolver(detailsUpdateSchema),
    values: {
      title_en: apartment.title_en,
      title_ar: apartment.title_ar,
      location_en: apartment.location_en,
      location_ar: apartment.location_ar,
      bedrooms: apartment.bedrooms,
      bathrooms: apartment.bathrooms,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((details) =>
    update.mutate(
      { id: apartment.id, details },
      {
        onSuccess: () => {
          showToast({ title: t('toast.success'), description: t('toast.detailsUpdated') });
          onOpenChange(false);
        },
        onError: (error) => {
          for (const [name, message] of fieldErrors(error)) form.setError(name as keyof DetailsInput, { message });
          showToast({
            variant: 'destructive',
            title: t('toast.error'),
            description: describeError(error, t('toast.detailsFailed')),
          });
        },
      },
    ),
  );

  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={t('details.title')} closeLabel={t('close')}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field label={t('details.title_en')} error={errors.title_en?.message}>
          {(c) => <input {...c} {...form.register('title_en')} dir="ltr" className={INPUT_CLASS} />}
        </Field>
        <Field label={t('details.title_ar')} error={errors.title_ar?.message}>
          {(c) => <input {...c} {...form.register('title_ar')} dir="rtl" lang="ar" className={INPUT_CLASS} />}
        </Field>
        <Field label={t('details.location_en')} error={errors.location_en?.message}>
          {(c) => <input {...c} {...form.register('location_en')} dir="ltr" className={INPUT_CLASS} />}
        </Field>
        <Field label={t('details.location_ar')} error={errors.location_ar?.message}>
          {(c) => <input {...c} {...form.register('location_ar')} dir="rtl" lang="ar" className={INPUT_CLASS} />}
        </Field>
        <Field label={t('details.bedrooms')} error={errors.bedrooms?.message}>
          {(c) => (
            <input
              {...c}
              {...form.register('bedrooms', { setValueAs: asCount })}
              type="number"
              min={0}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field label={t('details.bathrooms')} error={errors.bathrooms?.message}>
          {(c) => (
            <input
              {...c}
              {...form.register('bathrooms', { setValueAs: asCount })}
              type="number"
              min={0}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('apartments.cancel')}
          </Button>
          <Button type="submit" isBusy={update.isPending}>
            {t('details.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
