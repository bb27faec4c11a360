import { useFormContext } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import {
  applyListingTypeRules,
  creditPlan,
  LISTING_TYPES,
  PAYMENT_TYPES,
  PROPERTY_TYPES,
  RENTAL_TYPES,
} from '#common/listings.ts';
import { parsePriceInput } from '#common/price-input.ts';
import { Field, INPUT_CLASS } from '#web/components/form/field.tsx';
import { formatDinar } from '#web/lib/format-dinar.ts';
import { useLanguage } from '#web/lib/language.ts';
import type { ListingFormInput } from './listing-form-fields.ts';
import { TextFields } from './text-fields.tsx';

/** A typed price: separators and Arabic-Indic digits are read; anything else is NaN, which the form refuses. */
function readPrice(value: unknown): number {
  const price = typeof value === 'number' ? value : parsePriceInput(String(value));
  return typeof price === 'number' ? price : Number.NaN;
}

/** Texts in the owner's languages, type, price and, for a credit sale, its plan. */
export function BasicTab() {
  const { t } = useTranslation('owner');
  const language = useLanguage();
  const form = useFormContext<ListingFormInput>();
  const { errors } = form.formState;
  const [listingType, paymentType, price, downPayment, years] = form.watch([
    'listing_type',
    'payment_type',
    'price',
    'down_payment_percentage',
    'payment_years',
  ]);
  const plan =
    paymentType === 'credit' && price > 0 && (years ?? 0) > 0 ? creditPlan(price, downPayment ?? 0, years ?? 1) : null;

  // The type decides the rest (common/listings.ts): rent gets a rental type, only a sale keeps credit.
  const onListingType = (next: ListingFormInput['listing_type'] = 'rent') => {
    const terms = applyListingTypeRules({ listing_type: next, payment_type: form.getValues('payment_type') });
    form.setValue('rental_type', terms.rental_type);
    form.setValue('payment_type', terms.payment_type);
    // A plot is land unless the owner says farm or commercial; a home is not land.
    const propertyType = form.getValues('property_type');
    if (next === 'land' && !['land', 'farm', 'commercial'].includes(propertyType ?? ''))
      form.setValue('property_type', 'land');
    if (next !== 'land' && propertyType === 'land') form.setValue('property_type', 'apartment');
  };

  return (
    <>
      <TextFields />
      <Field label={t('fields.listing_type')} error={errors.listing_type?.message}>
        {(c) => (
          <select
            {...c}
            {...form.register('listing_type', { onChange: (event) => onListingType(event.target.value) })}
            className={INPUT_CLASS}
          >
            {LISTING_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`listingTypes.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('fields.property_type')} error={errors.property_type?.message}>
        {(c) => (
          <select {...c} {...form.register('property_type')} className={INPUT_CLASS}>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`listings:propertyTypes.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {listingType === 'rent' && (
        <Field label={t('fields.rental_type')} error={errors.rental_type?.message}>
          {(c) => (
            <select {...c} {...form.register('rental_type')} className={INPUT_CLASS}>
              {RENTAL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`rentalTypes.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label={t('fields.price')} hint={t('add.priceHint')} error={errors.price?.message}>
        {(c) => (
          <input
            {...c}
            {...form.register('price', { setValueAs: readPrice })}
            inputMode="numeric"
            dir="ltr"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      {listingType === 'sale' && (
        <Field label={t('fields.payment_type')} error={errors.payment_type?.message}>
          {(c) => (
            <select {...c} {...form.register('payment_type')} className={INPUT_CLASS}>
              {PAYMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`paymentTypes.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {listingType === 'sale' && paymentType === 'credit' && (
        <>
          <Field label={t('fields.down_payment_percentage')} error={errors.down_payment_percentage?.message}>
            {(c) => (
              <input
                {...c}
                {...form.register('down_payment_percentage', { valueAsNumber: true })}
                type="number"
                min={0}
                max={100}
                className={INPUT_CLASS}
              />
            )}
          </Field>
          <Field label={t('fields.payment_years')} error={errors.payment_years?.message}>
            {(c) => (
              <input
                {...c}
                {...form.register('payment_years', { valueAsNumber: true })}
                type="number"
                min={1}
                max={30}
                className={INPUT_CLASS}
              />
            )}
          </Field>
          {plan && (
            <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">
              {t('add.creditPlan', {
                downPayment: formatDinar(plan.downPayment, language),
                monthly: formatDinar(plan.monthlyPayment, language),
              })}
            </p>
          )}
        </>
      )}
    </>
  );
}
