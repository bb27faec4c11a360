import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { newApartmentSchema } from '../../../../../common/apartments.ts';
import { BAGHDAD, CITIES } from '../../../../../common/cities.ts';
import { isLanguage } from '../../../../../common/languages.ts';
import { AMENITIES, creditPlan, LISTING_TYPES, PAYMENT_TYPES, RENTAL_TYPES } from '../../../../../common/listings.ts';
import { parsePriceInput } from '../../../../../common/price-input.ts';
import { Button, Spinner } from '../../../components/form/button.tsx';
import { Field, INPUT_CLASS } from '../../../components/form/field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { describeError, fieldErrors } from '../../../lib/error-text.ts';
import { formatDinar } from '../../../lib/format-dinar.ts';
import { useCreateApartment } from '../api/apartments.ts';
import { uploadPhoto } from '../../../lib/upload-photo.ts';
import { type PickedPhoto, PhotoPicker } from './photo-picker.tsx';

const PinMap = lazy(() => import('./pin-map.tsx').then((module) => ({ default: module.PinMap })));

type FormInput = z.input<typeof newApartmentSchema>;
type FormOutput = z.output<typeof newApartmentSchema>;

const TABS = ['basic', 'details', 'location', 'photos'] as const;
type Tab = (typeof TABS)[number];

const FIELD_TABS: Record<Tab, readonly (keyof FormInput)[]> = {
  basic: [
    'title_en',
    'title_ar',
    'description_en',
    'description_ar',
    'listing_type',
    'rental_type',
    'price',
    'payment_type',
    'down_payment_percentage',
    'payment_years',
  ],
  details: ['bedrooms', 'bathrooms', 'area', 'available'],
  location: ['location_en', 'location_ar', 'latitude', 'longitude'],
  photos: ['amenities', 'images'],
};

/** The spec's form defaults (section 5). */
export const ADD_PROPERTY_DEFAULTS: FormInput = {
  title_en: '',
  title_ar: '',
  description_en: '',
  description_ar: '',
  price: 0,
  listing_type: 'rent',
  rental_type: 'long',
  payment_type: 'full',
  down_payment_percentage: 20,
  payment_years: 10,
  location_en: '',
  location_ar: '',
  bedrooms: 1,
  bathrooms: 1,
  area: 0,
  amenities: [],
  images: [],
  available: true,
  latitude: null,
  longitude: null,
};

const schemaResolver = zodResolver(newApartmentSchema);
/** The server's schema, plus: a price that is not a number at all reads 'Please enter a valid price'. */
const resolver: Resolver<FormInput, unknown, FormOutput> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (!Number.isNaN(values.price)) return result;
  return { values: {}, errors: { ...result.errors, price: { type: 'validPrice', message: 'validPrice' } } };
};

function firstTabWithError(errors: FieldErrors<FormInput>): Tab {
  return TABS.find((tab) => FIELD_TABS[tab].some((name) => errors[name])) ?? 'basic';
}

export function AddPropertyForm() {
  const { t, i18n } = useTranslation('owner');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  const navigate = useNavigate();
  const create = useCreateApartment();
  const [tab, setTab] = useState<Tab>('basic');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const [focus, setFocus] = useState<[number, number]>([BAGHDAD.lat, BAGHDAD.lng]);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver, defaultValues: ADD_PROPERTY_DEFAULTS });
  const { errors } = form.formState;
  const [listingType, paymentType, price, downPayment, years, latitude, longitude] = form.watch([
    'listing_type',
    'payment_type',
    'price',
    'down_payment_percentage',
    'payment_years',
    'latitude',
    'longitude',
  ]);

  /** Uploads one photo after another; any failure fails the batch (the spec continues without photos). */
  const uploadPhotos = async (): Promise<string[]> => {
    const urls: string[] = [];
    for (const photo of photos) {
      const setProgress = (progress: number) =>
        setPhotos((current) => current.map((p) => (p.id === photo.id ? { ...p, progress } : p)));
      setProgress(0);
      urls.push(await uploadPhoto(photo.file, setProgress));
    }
    return urls;
  };

  const submit = async (values: FormOutput) => {
    setIsBusy(true);
    try {
      let images: string[] = [];
      if (photos.length > 0) {
        try {
          images = await uploadPhotos();
        } catch (error) {
          showToast({
            variant: 'destructive',
            title: t('toast.error'),
            description: describeError(error, t('toast.uploadFailed')),
          });
        }
      }
      await create.mutateAsync({
        ...values,
        images,
        rental_type: values.listing_type === 'rent' ? (values.rental_type ?? 'long') : null,
        payment_type: values.listing_type === 'sale' ? values.payment_type : 'full',
      });
      showToast({ title: t('toast.success'), description: t('toast.created') });
      navigate('/');
    } catch (error) {
      for (const [name, message] of fieldErrors(error)) form.setError(name as keyof FormInput, { message });
      if (fieldErrors(error).length > 0) setTab(firstTabWithError(form.formState.errors));
      showToast({
        variant: 'destructive',
        title: t('toast.error'),
        description: describeError(error, t('toast.createFailed')),
      });
    } finally {
      setIsBusy(false);
    }
  };

  const onListingType = (next: FormInput['listing_type']) => {
    form.setValue('rental_type', next === 'rent' ? 'long' : null);
    if (next !== 'sale') form.setValue('payment_type', 'full');
  };

  const onPlace = (cityId: string) => {
    const city = CITIES.find((c) => c.id === cityId);
    if (!city) return;
    form.setValue('location_en', city.name.en, { shouldValidate: form.formState.isSubmitted });
    form.setValue('location_ar', city.name.ar, { shouldValidate: form.formState.isSubmitted });
    setFocus([city.lat, city.lng]);
  };

  const plan =
    paymentType === 'credit' && price > 0 && (years ?? 0) > 0 ? creditPlan(price, downPayment ?? 0, years ?? 1) : null;
  const hasPin = typeof latitude === 'number' && typeof longitude === 'number';

  return (
    <form
      onSubmit={form.handleSubmit(submit, (invalid) => setTab(firstTabWithError(invalid)))}
      noValidate
      className="grid gap-6"
    >
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <Tabs.List
          aria-label={t('add.heading')}
          className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:grid-cols-4 dark:bg-slate-800"
        >
          {TABS.map((name) => {
            const hasError = FIELD_TABS[name].some((field) => errors[field]);
            return (
              <Tabs.Trigger
                key={name}
                value={name}
                className="rounded-md px-2 py-2 text-sm font-medium data-[state=active]:bg-white data-[state=active]:shadow dark:data-[state=active]:bg-slate-900"
              >
                {t(`add.tabs.${name}`)}
                {hasError && (
                  <span className="ms-1 inline-block size-2 rounded-full bg-red-600">
                    <span className="sr-only">{t('add.tabHasErrors')}</span>
                  </span>
                )}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>

        <Tabs.Content value="basic" forceMount hidden={tab !== 'basic'} className="grid gap-4 pt-4 sm:grid-cols-2">
          <Field label={t('fields.title_en')} error={errors.title_en?.message}>
            {(c) => <input {...c} {...form.register('title_en')} dir="ltr" className={INPUT_CLASS} />}
          </Field>
          <Field label={t('fields.title_ar')} error={errors.title_ar?.message}>
            {(c) => <input {...c} {...form.register('title_ar')} dir="rtl" lang="ar" className={INPUT_CLASS} />}
          </Field>
          <Field label={t('fields.description_en')} error={errors.description_en?.message}>
            {(c) => <textarea {...c} {...form.register('description_en')} dir="ltr" rows={4} className={INPUT_CLASS} />}
          </Field>
          <Field label={t('fields.description_ar')} error={errors.description_ar?.message}>
            {(c) => (
              <textarea
                {...c}
                {...form.register('description_ar')}
                dir="rtl"
                lang="ar"
                rows={4}
                className={INPUT_CLASS}
              />
            )}
          </Field>
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
                {...form.register('price', {
                  setValueAs: (value: unknown) =>
                    typeof value === 'number' ? value : (parsePriceInput(String(value)) ?? Number.NaN),
                })}
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
        </Tabs.Content>

        <Tabs.Content value="details" forceMount hidden={tab !== 'details'} className="grid gap-4 pt-4 sm:grid-cols-3">
          <Field label={t('fields.bedrooms')} error={errors.bedrooms?.message}>
            {(c) => (
              <input
                {...c}
                {...form.register('bedrooms', { valueAsNumber: true })}
                type="number"
                min={0}
                className={INPUT_CLASS}
              />
            )}
          </Field>
          <Field label={t('fields.bathrooms')} error={errors.bathrooms?.message}>
            {(c) => (
              <input
                {...c}
                {...form.register('bathrooms', { valueAsNumber: true })}
                type="number"
                min={0}
                className={INPUT_CLASS}
              />
            )}
          </Field>
          <Field label={t('fields.area')} error={errors.area?.message}>
            {(c) => (
              <input
                {...c}
                {...form.register('area', { valueAsNumber: true })}
                type="number"
                min={0}
                className={INPUT_CLASS}
              />
            )}
          </Field>
          <label className="flex items-center gap-2 sm:col-span-3">
            <input type="checkbox" {...form.register('available')} className="size-4 accent-brand-600" />
            {t('fields.available')}
          </label>
        </Tabs.Content>

        <Tabs.Content
          value="location"
          forceMount
          hidden={tab !== 'location'}
          className="grid gap-4 pt-4 sm:grid-cols-2"
        >
          <Field label={t('add.place')} className="sm:col-span-2">
            {(c) => (
              <select {...c} defaultValue="" onChange={(event) => onPlace(event.target.value)} className={INPUT_CLASS}>
                <option value="" disabled>
                  {t('add.placeChoose')}
                </option>
                {CITIES.map((city) => (
                  <option key={city.id} value={city.id}>
                    {city.name[language]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('fields.location_en')} error={errors.location_en?.message}>
            {(c) => <input {...c} {...form.register('location_en')} dir="ltr" className={INPUT_CLASS} />}
          </Field>
          <Field label={t('fields.location_ar')} error={errors.location_ar?.message}>
            {(c) => <input {...c} {...form.register('location_ar')} dir="rtl" lang="ar" className={INPUT_CLASS} />}
          </Field>
          <div className="grid gap-2 sm:col-span-2">
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('add.mapHint')}</p>
            {tab === 'location' && (
              <Suspense fallback={<Spinner label={t('add.mapLoading')} />}>
                <PinMap
                  label={t('add.mapLabel')}
                  focus={focus}
                  point={hasPin ? { latitude, longitude } : null}
                  onPick={(point) => {
                    form.setValue('latitude', point.latitude);
                    form.setValue('longitude', point.longitude);
                  }}
                />
              </Suspense>
            )}
            <div className="flex flex-wrap items-center gap-3 text-sm" aria-live="polite">
              <MapPin aria-hidden className="size-4 text-brand-600" />
              {hasPin ? (
                <>
                  <span dir="ltr">
                    {t('add.coordinates', { latitude: latitude.toFixed(6), longitude: longitude.toFixed(6) })}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      form.setValue('latitude', null);
                      form.setValue('longitude', null);
                    }}
                  >
                    {t('add.clearPin')}
                  </Button>
                </>
              ) : (
                <span>{t('add.noPin')}</span>
              )}
            </div>
          </div>
        </Tabs.Content>

        <Tabs.Content value="photos" forceMount hidden={tab !== 'photos'} className="grid gap-6 pt-4">
          <section className="grid gap-2">
            <h2 className="font-semibold">{t('add.photos.title')}</h2>
            <PhotoPicker photos={photos} onChange={setPhotos} disabled={isBusy} />
          </section>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-semibold">{t('fields.amenities')}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {AMENITIES.map((amenity) => (
                <label key={amenity} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    value={amenity}
                    {...form.register('amenities')}
                    className="size-4 accent-brand-600"
                  />
                  {t(`amenities.${amenity}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </Tabs.Content>
      </Tabs.Root>

      <Button type="submit" isBusy={isBusy} className="w-full sm:w-auto sm:justify-self-end">
        {isBusy ? t('add.submitting') : t('add.submit')}
      </Button>
    </form>
  );
}
