import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type ListingEdit, type ListingJson, newListingSchema } from '#common/listing-schemas.ts';
import { schemaDefaults } from '#common/schema-helpers.ts';

export type ListingFormInput = z.input<typeof newListingSchema>;
export type ListingFormOutput = z.output<typeof newListingSchema>;

export const LISTING_FORM_TABS = ['basic', 'details', 'location', 'photos'] as const;
export type ListingFormTab = (typeof LISTING_FORM_TABS)[number];

/** Which tab shows which field: a tab is marked, and opened first, when one of its fields has an error. */
const FIELD_TABS: Record<ListingFormTab, readonly (keyof ListingFormInput)[]> = {
  basic: [
    'title_ar',
    'title_ku',
    'title_en',
    'description_ar',
    'description_ku',
    'description_en',
    'listing_type',
    'rental_type',
    'price',
    'payment_type',
    'down_payment_percentage',
    'payment_years',
  ],
  details: ['bedrooms', 'bathrooms', 'area', 'available', 'hide_phone'],
  location: ['location_en', 'location_ar', 'latitude', 'longitude'],
  photos: ['amenities', 'images'],
};

export function tabHasErrors(tab: ListingFormTab, errors: FieldErrors<ListingFormInput>): boolean {
  return FIELD_TABS[tab].some((name) => errors[name]);
}

export function firstTabWithError(errors: FieldErrors<ListingFormInput>): ListingFormTab {
  return LISTING_FORM_TABS.find((tab) => tabHasErrors(tab, errors)) ?? 'basic';
}

/** The spec's form defaults (section 5): the schema's own, and empty fields for the rest. */
export const NEW_LISTING_DEFAULTS: ListingFormInput = {
  price: 0,
  location_en: '',
  location_ar: '',
  area: 0,
  latitude: null,
  longitude: null,
  ...schemaDefaults(newListingSchema),
};

const schemaResolver = zodResolver(newListingSchema);

/** The server's schema, plus: a price that is not a number at all reads 'Please enter a valid price'. */
export const listingFormResolver: Resolver<ListingFormInput, unknown, ListingFormOutput> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  if (!Number.isNaN(values.price)) return result;
  return { values: {}, errors: { ...result.errors, price: { type: 'validPrice', message: 'validPrice' } } };
};

/** The form's values for a stored listing (the edit starts from them): each field as the listing has it. */
export function listingFormValues(listing: ListingJson): ListingFormInput {
  const names = Object.keys(newListingSchema.shape) as (keyof ListingFormInput & keyof ListingJson)[];
  return Object.fromEntries(names.map((name) => [name, listing[name]])) as ListingFormInput;
}

/** A value as an edit compares it: amenities are a set (the checkboxes keep no order), no pin is null. */
function comparable(name: string, value: unknown): string {
  return JSON.stringify(name === 'amenities' && Array.isArray(value) ? [...value].sort() : (value ?? null));
}

/** What an edit sends: only the fields whose values differ from the stored listing's. */
export function changedFields(listing: ListingJson, values: ListingEdit): ListingEdit {
  const stored = listing as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => comparable(name, value) !== comparable(name, stored[name])),
  );
}
