import { useFormContext } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Field, INPUT_CLASS } from '#web/components/form/field.tsx';
import type { ListingFormInput } from './listing-form-fields.ts';

const COUNT_FIELDS = ['bedrooms', 'bathrooms', 'area'] as const;

/** Rooms, area and whether it can be had now. */
export function DetailsTab() {
  const { t } = useTranslation('owner');
  const form = useFormContext<ListingFormInput>();
  const { errors } = form.formState;
  return (
    <>
      {COUNT_FIELDS.map((name) => (
        <Field key={name} label={t(`fields.${name}`)} error={errors[name]?.message}>
          {(c) => (
            <input
              {...c}
              {...form.register(name, { valueAsNumber: true })}
              type="number"
              min={0}
              className={INPUT_CLASS}
            />
          )}
        </Field>
      ))}
      <label className="flex items-center gap-2 sm:col-span-3">
        <input type="checkbox" {...form.register('available')} className="size-4 accent-brand-600" />
        {t('fields.available')}
      </label>
      <label className="flex items-center gap-2 sm:col-span-3">
        <input type="checkbox" {...form.register('hide_phone')} className="size-4 accent-brand-600" />
        {t('fields.hide_phone')}
      </label>
    </>
  );
}
