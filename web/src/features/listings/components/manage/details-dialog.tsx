import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { z } from 'zod';
import { type DetailsUpdate, detailsUpdateSchema, type ListingJson } from '#common/listing-schemas.ts';
import { Button } from '#web/components/form/button.tsx';
import { Field, INPUT_CLASS } from '#web/components/form/field.tsx';
import { ModalDialog } from '#web/components/form/modal-dialog.tsx';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import { fieldErrors } from '#web/lib/error-text.ts';
import { useCurrentUser } from '#web/features/auth/api/session.ts';
import { PhonePrompt } from '#web/features/auth/components/account-forms.tsx';
import { useUpdateDetails } from '../../api/manage-listings.ts';

type DetailsInput = z.input<typeof detailsUpdateSchema>;

/** The spec reads bedrooms and bathrooms as integers, 0 when empty. */
const asCount = (value: unknown) => (value === '' ? 0 : Number.parseInt(String(value), 10));

interface DetailsDialogProps {
  listing: ListingJson;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function DetailsDialog({ listing, open, onOpenChange }: DetailsDialogProps) {
  const { t } = useTranslation('admin');
  const { user } = useCurrentUser();
  const update = useUpdateDetails();
  const form = useForm<DetailsInput, unknown, DetailsUpdate>({
    resolver: zodResolver(detailsUpdateSchema),
    values: {
      title_en: listing.title_en,
      title_ar: listing.title_ar,
      location_en: listing.location_en,
      location_ar: listing.location_ar,
      bedrooms: listing.bedrooms,
      bathrooms: listing.bathrooms,
      hide_phone: listing.hide_phone,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((details) =>
    update.mutate(
      { id: listing.id, details },
      {
        onSuccess: () => {
          showToast({ title: t('toast.success'), description: t('toast.detailsUpdated') });
          onOpenChange(false);
        },
        onError: (error) => {
          for (const [name, message] of fieldErrors(error)) form.setError(name as keyof DetailsInput, { message });
          showFailure(error, t('toast.error'), t('toast.detailsFailed'));
        },
      },
    ),
  );

  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={t('details.title')} closeLabel={t('close')}>
      {/* An owner without a number is asked for one here too: without it the listing takes enquiries only. */}
      {user && user.id === listing.ownerId && <PhonePrompt user={user} />}
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
        <label className="flex items-center gap-2 sm:col-span-2">
          <input type="checkbox" {...form.register('hide_phone')} className="size-4 accent-brand-600" />
          {t('details.hide_phone')}
        </label>
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
