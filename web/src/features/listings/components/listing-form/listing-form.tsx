import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/form/button.tsx';
import type { PickedPhoto } from './photo-picker.tsx';
import { BasicTab } from './basic-tab.tsx';
import { DetailsTab } from './details-tab.tsx';
import { LocationTab } from './location-tab.tsx';
import { PhotosTab } from './photos-tab.tsx';
import {
  firstTabWithError,
  LISTING_FORM_TABS,
  type ListingFormInput,
  type ListingFormOutput,
  type ListingFormTab,
  listingFormResolver,
  tabHasErrors,
} from './listing-form-fields.ts';
import type { SubmitListing } from './use-submit-listing.ts';

/** Each tab's grid: two columns of fields, three short ones, or one. */
const TAB_LAYOUTS: Record<ListingFormTab, string> = {
  basic: 'gap-4 sm:grid-cols-2',
  details: 'gap-4 sm:grid-cols-3',
  location: 'gap-4 sm:grid-cols-2',
  photos: 'gap-6',
};

interface ListingFormProps {
  defaultValues: ListingFormInput;
  /** The photos the listing already shows (an edit); new ones are added after them. */
  initialPhotos?: PickedPhoto[];
  /** What the form does with valid values and the photos picked (create, or save an edit). */
  submit: SubmitListing;
  submitLabel: string;
  busyLabel: string;
}

/** A listing's fields in four tabs (the add form and the edit); a tab with an error is marked, and the first one opens on submit. */
export function ListingForm({ defaultValues, initialPhotos = [], submit, submitLabel, busyLabel }: ListingFormProps) {
  const { t } = useTranslation('owner');
  const [tab, setTab] = useState<ListingFormTab>('basic');
  const [photos, setPhotos] = useState<PickedPhoto[]>(initialPhotos);
  const [isBusy, setIsBusy] = useState(false);
  const form = useForm<ListingFormInput, unknown, ListingFormOutput>({ resolver: listingFormResolver, defaultValues });
  const { errors } = form.formState;

  const onValid = async (values: ListingFormOutput) => {
    setIsBusy(true);
    try {
      const hasFieldErrors = await submit(values, { photos, setPhotos, setError: form.setError });
      if (hasFieldErrors) setTab(firstTabWithError(form.formState.errors));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <FormProvider {...form}>
      <form
        onSubmit={form.handleSubmit(onValid, (invalid) => setTab(firstTabWithError(invalid)))}
        noValidate
        className="grid gap-6"
      >
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as ListingFormTab)}>
          <Tabs.List
            aria-label={t('add.heading')}
            className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:grid-cols-4 dark:bg-slate-800"
          >
            {LISTING_FORM_TABS.map((name) => (
              <Tabs.Trigger
                key={name}
                value={name}
                className="rounded-md px-2 py-2 text-sm font-medium data-[state=active]:bg-white data-[state=active]:shadow dark:data-[state=active]:bg-slate-900"
              >
                {t(`add.tabs.${name}`)}
                {tabHasErrors(name, errors) && (
                  <span className="ms-1 inline-block size-2 rounded-full bg-red-600">
                    <span className="sr-only">{t('add.tabHasErrors')}</span>
                  </span>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {LISTING_FORM_TABS.map((name) => (
            <Tabs.Content
              key={name}
              value={name}
              forceMount
              hidden={tab !== name}
              className={`grid pt-4 ${TAB_LAYOUTS[name]}`}
            >
              {name === 'basic' && <BasicTab />}
              {name === 'details' && <DetailsTab />}
              {name === 'location' && <LocationTab isOpen={tab === 'location'} />}
              {name === 'photos' && <PhotosTab photos={photos} onPhotosChange={setPhotos} isBusy={isBusy} />}
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <Button type="submit" isBusy={isBusy} className="w-full sm:w-auto sm:justify-self-end">
          {isBusy ? busyLabel : submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}
