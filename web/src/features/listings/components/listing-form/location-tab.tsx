import { MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import { BAGHDAD, CITIES, findCity } from '#common/cities.ts';
import { Button, Spinner } from '#web/components/form/button.tsx';
import { Field, INPUT_CLASS } from '#web/components/form/field.tsx';
import { useLanguage } from '#web/lib/language.ts';
import type { ListingFormInput } from './listing-form-fields.ts';

const PinMap = lazy(() =>
  import('#web/features/map/components/pin-map.tsx').then((module) => ({ default: module.PinMap })),
);

/** The place list (it fills both locations), the two locations, and the pin on the map. */
export function LocationTab({ isOpen }: { isOpen: boolean }) {
  const { t } = useTranslation('owner');
  const language = useLanguage();
  const form = useFormContext<ListingFormInput>();
  const { errors } = form.formState;
  const [focus, setFocus] = useState<[number, number]>([BAGHDAD.lat, BAGHDAD.lng]);
  const [latitude, longitude] = form.watch(['latitude', 'longitude']);
  const hasPin = typeof latitude === 'number' && typeof longitude === 'number';

  const onPlace = (cityId: string) => {
    const city = findCity(cityId);
    if (!city) return;
    form.setValue('location_en', city.name.en, { shouldValidate: form.formState.isSubmitted });
    form.setValue('location_ar', city.name.ar, { shouldValidate: form.formState.isSubmitted });
    setFocus([city.lat, city.lng]);
  };
  const setPin = (point: { latitude: number; longitude: number } | null) => {
    form.setValue('latitude', point?.latitude ?? null);
    form.setValue('longitude', point?.longitude ?? null);
  };

  return (
    <>
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
        {isOpen && (
          <Suspense fallback={<Spinner label={t('add.mapLoading')} />}>
            <PinMap
              label={t('add.mapLabel')}
              focus={focus}
              point={hasPin ? { latitude, longitude } : null}
              onPick={setPin}
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
              <Button variant="ghost" size="sm" onClick={() => setPin(null)}>
                {t('add.clearPin')}
              </Button>
            </>
          ) : (
            <span>{t('add.noPin')}</span>
          )}
        </div>
      </div>
    </>
  );
}
