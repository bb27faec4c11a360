import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CITIES } from '../../../../../common/cities.ts';
import {
  LISTING_TYPES,
  NOTIFY_MODES,
  PRICE_BAND_STARTS,
  priceKind,
  RENTAL_TYPES,
} from '../../../../../common/listings.ts';
import { translateMessage } from '../../../../../common/messages.ts';
import { notificationPreferenceInputSchema } from '../../../../../common/notification-preferences.ts';
import { parsePriceInput } from '../../../../../common/price-input.ts';
import { Button } from '../../../components/form/button.tsx';
import { Field, INPUT_CLASS } from '../../../components/form/field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { describeError } from '../../../lib/error-text.ts';
import { formatDinar } from '../../../lib/format-dinar.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type Preference, type PreferenceInput, useSavePreference } from '../api/preferences.ts';

/** What the inputs hold: text and '' for "any"; turned into the entity on submit. */
interface FormValues {
  listingType: string;
  rentalType: string;
  minPrice: string;
  maxPrice: string;
  minBedrooms: string;
  maxBedrooms: string;
  minBathrooms: string;
  maxBathrooms: string;
  location: string;
  enabled: boolean;
  notifyPriceDrops: 'all' | 'none';
  notifyNewListings: 'all' | 'none';
}

const COUNTS = Array.from({ length: 11 }, (_, n) => String(n));
const orEmpty = (value: number | string | null) => (value === null ? '' : String(value));
const orNull = (value: string) => (value === '' ? null : Number(value));

function toValues(preference: Preference | undefined): FormValues {
  return {
    listingType: orEmpty(preference?.listingType ?? null),
    rentalType: orEmpty(preference?.rentalType ?? null),
    minPrice: orEmpty(preference?.minPrice ?? null),
    maxPrice: orEmpty(preference?.maxPrice ?? null),
    minBedrooms: orEmpty(preference?.minBedrooms ?? null),
    maxBedrooms: orEmpty(preference?.maxBedrooms ?? null),
    minBathrooms: orEmpty(preference?.minBathrooms ?? null),
    maxBathrooms: orEmpty(preference?.maxBathrooms ?? null),
    location: orEmpty(preference?.location ?? null),
    enabled: preference?.enabled ?? true,
    notifyPriceDrops: preference?.notifyPriceDrops ?? 'all',
    notifyNewListings: preference?.notifyNewListings ?? 'all',
  };
}

function toBody(values: FormValues): PreferenceInput {
  const isRent = values.listingType === 'rent';
  return {
    listingType: (values.listingType || null) as PreferenceInput['listingType'],
    rentalType: isRent ? ((values.rentalType || null) as PreferenceInput['rentalType']) : null,
    minPrice: values.minPrice.trim() ? (parsePriceInput(values.minPrice) ?? null) : null,
    maxPrice: values.maxPrice.trim() ? (parsePriceInput(values.maxPrice) ?? null) : null,
    minBedrooms: orNull(values.minBedrooms),
    maxBedrooms: orNull(values.maxBedrooms),
    minBathrooms: orNull(values.minBathrooms),
    maxBathrooms: orNull(values.maxBathrooms),
    location: (values.location || null) as PreferenceInput['location'],
    enabled: values.enabled,
    notifyPriceDrops: values.notifyPriceDrops,
    notifyNewListings: values.notifyNewListings,
  };
}

interface PreferenceFormProps {
  preference?: Preference;
  onDone: () => void;
}

/** Every field of a saved search; price bands come from common/listings.ts. */
export function PreferenceForm({ preference, onDone }: PreferenceFormProps) {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const save = useSavePreference();
  const form = useForm<FormValues>({ defaultValues: toValues(preference) });
  const { errors } = form.formState;
  const [listingType, rentalType] = form.watch(['listingType', 'rentalType']);
  const bands = listingType
    ? PRICE_BAND_STARTS[priceKind(listingType as 'rent', (rentalType || null) as 'long' | null)]
    : null;

  const priceRule = {
    validate: (value: string) =>
      value.trim() === '' || parsePriceInput(value) !== undefined || translateMessage('validPrice', language),
  };

  const submit = form.handleSubmit((values) => {
    // The server's schema decides (a minimum above its maximum, …); its keys become messages.
    const parsed = notificationPreferenceInputSchema.safeParse(toBody(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(String(issue.path[0]) as keyof FormValues, { message: issue.message });
      return;
    }
    save.mutate(
      { id: preference?.id, body: parsed.data },
      {
        onSuccess: () => {
          showToast({ title: t('toast.success'), description: t('preferences.saved') });
          onDone();
        },
        onError: (error) =>
          showToast({
            variant: 'destructive',
            title: t('toast.error'),
            description: describeError(error, t('preferences.saveFailed')),
          }),
      },
    );
  });

  const applyBand = (index: string) => {
    if (!bands || index === '') return;
    const i = Number(index);
    form.setValue('minPrice', String(bands[i]));
    form.setValue('maxPrice', i + 1 < bands.length ? String(bands[i + 1]) : '');
  };

  const countSelect = (name: keyof FormValues) => (
    <Field label={t(`preferences.fields.${name}`)} error={errors[name]?.message}>
      {(c) => (
        <select {...c} {...form.register(name)} className={INPUT_CLASS}>
          <option value="">{t('preferences.any')}</option>
          {COUNTS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label={t('preferences.fields.listingType')}>
        {(c) => (
          <select {...c} {...form.register('listingType')} className={INPUT_CLASS}>
            <option value="">{t('preferences.any')}</option>
            {LISTING_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`preferences.listingTypes.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {listingType === 'rent' ? (
        <Field label={t('preferences.fields.rentalType')}>
          {(c) => (
            <select {...c} {...form.register('rentalType')} className={INPUT_CLASS}>
              <option value="">{t('preferences.any')}</option>
              {RENTAL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`preferences.rentalTypes.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <div className="hidden sm:block" />
      )}
      <Field label={t('preferences.fields.location')} className="sm:col-span-2">
        {(c) => (
          <select {...c} {...form.register('location')} className={INPUT_CLASS}>
            <option value="">{t('preferences.anywhere')}</option>
            {CITIES.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name[language]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {bands && (
        <Field label={t('preferences.fields.priceBand')} className="sm:col-span-2">
          {(c) => (
            <select {...c} defaultValue="" onChange={(event) => applyBand(event.target.value)} className={INPUT_CLASS}>
              <option value="">{t('preferences.bandCustom')}</option>
              {bands.map((start, i) => {
                const end = bands[i + 1];
                return (
                  <option key={start} value={i}>
                    {end === undefined
                      ? t('preferences.summary.priceFrom', { min: formatDinar(start, language) })
                      : t('preferences.summary.price', {
                          min: formatDinar(start, language),
                          max: formatDinar(end, language),
                        })}
                  </option>
                );
              })}
            </select>
          )}
        </Field>
      )}
      <Field label={t('preferences.fields.minPrice')} error={errors.minPrice?.message}>
        {(c) => (
          <input
            {...c}
            {...form.register('minPrice', priceRule)}
            inputMode="numeric"
            dir="ltr"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field label={t('preferences.fields.maxPrice')} error={errors.maxPrice?.message}>
        {(c) => (
          <input
            {...c}
            {...form.register('maxPrice', priceRule)}
            inputMode="numeric"
            dir="ltr"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      {countSelect('minBedrooms')}
      {countSelect('maxBedrooms')}
      {countSelect('minBathrooms')}
      {countSelect('maxBathrooms')}
      {(['notifyNewListings', 'notifyPriceDrops'] as const).map((name) => (
        <Field key={name} label={t(`preferences.fields.${name}`)}>
          {(c) => (
            <select {...c} {...form.register(name)} className={INPUT_CLASS}>
              {NOTIFY_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`preferences.modes.${mode}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ))}
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
  );
}
