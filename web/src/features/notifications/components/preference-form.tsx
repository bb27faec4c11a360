import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import { CITIES } from '#common/cities.ts';
import { LISTING_TYPES, PRICE_BAND_STARTS, priceKind, RENTAL_TYPES, type RentalType } from '#common/listings.ts';
import { translateMessage } from '#common/messages.ts';
import {
  EMAIL_FREQUENCIES,
  NOTIFY_MODES,
  type NotificationPreferenceJson,
  notificationPreferenceInputSchema,
} from '#common/notification-preferences.ts';
import { parsePriceInput } from '#common/price-input.ts';
import { Button } from '#web/components/form/button.tsx';
import { Field, INPUT_CLASS } from '#web/components/form/field.tsx';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import { useLanguage } from '#web/lib/language.ts';
import { isAreaReversed, MoreFilterFields } from '#web/features/listings/components/more-filter-fields.tsx';
import { useSavePreference } from '../api/preferences.ts';
import { PreferencePrice, PreferenceSelect } from './preference-fields.tsx';
import {
  type PreferenceFormValues,
  propertyTypesFor,
  toFormValues,
  toPreferenceInput,
} from './preference-form-values.ts';
import { usePriceRangeText } from './price-range-text.ts';

const COUNTS = Array.from({ length: 11 }, (_, n) => [String(n), String(n)] as const);
const COUNT_FIELDS = ['minBedrooms', 'maxBedrooms', 'minBathrooms', 'maxBathrooms'] as const;

interface PreferenceFormProps {
  preference?: NotificationPreferenceJson;
  onDone: () => void;
}

/** Every field of a saved search; price bands come from common/listings.ts. */
export function PreferenceForm({ preference, onDone }: PreferenceFormProps) {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const priceRangeText = usePriceRangeText();
  const save = useSavePreference();
  const form = useForm<PreferenceFormValues>({ defaultValues: toFormValues(preference) });
  const [listingType, rentalType, more] = form.watch(['listingType', 'rentalType', 'more']);
  const isLand = listingType === 'land';
  const bands = listingType
    ? PRICE_BAND_STARTS[priceKind(listingType as 'rent', (rentalType || null) as RentalType | null)]
    : null;

  const submit = form.handleSubmit((values) => {
    if (isAreaReversed(values.more)) return; // the area fields say why
    // The server's schema decides (a minimum above its maximum, …); its keys become messages.
    const parsed = notificationPreferenceInputSchema.safeParse(toPreferenceInput(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(String(issue.path[0]) as keyof PreferenceFormValues, { message: issue.message });
      return;
    }
    save.mutate(
      { id: preference?.id, body: parsed.data },
      {
        onSuccess: () => {
          showToast({ title: t('toast.success'), description: t('preferences.saved') });
          onDone();
        },
        onError: (error) => showFailure(error, t('toast.error'), t('preferences.saveFailed')),
      },
    );
  });

  const applyBand = (index: string) => {
    if (!bands || index === '') return;
    const i = Number(index);
    form.setValue('minPrice', String(bands[i]));
    form.setValue('maxPrice', i + 1 < bands.length ? String(bands[i + 1]) : '');
  };
  const isPrice = (text: string) => parsePriceInput(text) !== 'invalid';

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <PreferenceSelect
          name="listingType"
          label={t('preferences.fields.listingType')}
          anyLabel={t('preferences.any')}
          options={LISTING_TYPES.map((type) => [type, t(`preferences.listingTypes.${type}`)])}
        />
        {listingType === 'rent' ? (
          <PreferenceSelect
            name="rentalType"
            label={t('preferences.fields.rentalType')}
            anyLabel={t('preferences.any')}
            options={RENTAL_TYPES.map((type) => [type, t(`preferences.rentalTypes.${type}`)])}
          />
        ) : (
          <div className="hidden sm:block" />
        )}
        <PreferenceSelect
          name="location"
          label={t('preferences.fields.location')}
          anyLabel={t('preferences.anywhere')}
          options={CITIES.map((city) => [city.id, city.name[language]])}
          className="sm:col-span-2"
        />
        {bands && (
          <Field label={t('preferences.fields.priceBand')} className="sm:col-span-2">
            {(c) => (
              <select
                {...c}
                defaultValue=""
                onChange={(event) => applyBand(event.target.value)}
                className={INPUT_CLASS}
              >
                <option value="">{t('preferences.bandCustom')}</option>
                {bands.map((start, i) => (
                  <option key={start} value={i}>
                    {priceRangeText(start, bands[i + 1])}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {(['minPrice', 'maxPrice'] as const).map((name) => (
          <PreferencePrice
            key={name}
            name={name}
            label={t(`preferences.fields.${name}`)}
            isValid={isPrice}
            invalidText={translateMessage('validPrice', language)}
          />
        ))}
        <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-3 sm:col-span-2 dark:border-slate-800">
          <legend className="px-1 text-sm font-medium">{t('preferences.fields.more')}</legend>
          <MoreFilterFields
            values={more}
            onChange={(next) => form.setValue('more', next, { shouldDirty: true })}
            propertyTypes={propertyTypesFor(listingType)}
            hasAmenities={!isLand}
          />
        </fieldset>
        <Field label={t('preferences.fields.q')} className="sm:col-span-2">
          {(c) => <input {...c} {...form.register('q')} maxLength={100} className={INPUT_CLASS} />}
        </Field>
        {COUNT_FIELDS.map((name) => (
          <PreferenceSelect
            key={name}
            name={name}
            label={t(`preferences.fields.${name}`)}
            anyLabel={t('preferences.any')}
            options={COUNTS}
          />
        ))}
        {(['notifyNewListings', 'notifyPriceDrops'] as const).map((name) => (
          <PreferenceSelect
            key={name}
            name={name}
            label={t(`preferences.fields.${name}`)}
            options={NOTIFY_MODES.map((mode) => [mode, t(`preferences.modes.${mode}`)])}
          />
        ))}
        <PreferenceSelect
          name="emailFrequency"
          label={t('preferences.fields.emailFrequency')}
          options={EMAIL_FREQUENCIES.map((frequency) => [frequency, t(`preferences.emailFrequencies.${frequency}`)])}
        />
        <label className="flex items-center gap-2 sm:col-span-2">
          <input type="checkbox" {...form.register('enabled')} className="size-4 accent-brand-600" />
          {t('preferences.fields.enabled')}
        </label>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="outline" onClick={onDone}>
            {t('preferences.cancel')}
          </Button>
          <Button type="submit" isBusy={save.isPending}>
            {t('preferences.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
