import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { addDays, todayInBaghdad } from '#common/bookings.ts';
import type { Language } from '#common/languages.ts';
import { MESSAGES, type MessageKey } from '#common/messages.ts';
import { type Catalogue, findText } from '#web/lib/translator.ts';

export { LANGUAGES, type Language } from '#common/languages.ts';

const LOCALES = join(import.meta.dirname, '..', 'web', 'src', 'locales');
const catalogues = new Map<string, Catalogue>();

function catalogue(language: Language, namespace: string): Catalogue {
  const file = join(LOCALES, language, `${namespace}.json`);
  let entries = catalogues.get(file);
  if (!entries) {
    entries = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
    catalogues.set(file, entries);
  }
  return entries;
}

/**
 * The interface text the user reads, straight from the locale files: `t('ar', 'booking:form.submit')`,
 * by the web app's own rule (plural form for `count`, `{{name}}` placeholders filled in).
 */
export function t(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const namespace = key.split(':')[0] as string;
  const text = findText({ [namespace]: catalogue(language, namespace) }, language, namespace, key, values);
  if (text === undefined) throw new Error(`no text ${language}:${key}`);
  return text;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'owner' | 'renter' | 'admin';
}

/** A fresh account through `POST /api/register`; the request context is then signed in as it. */
export async function registerUser(request: APIRequestContext, role: 'owner' | 'renter'): Promise<TestUser> {
  const body = {
    email: `${role}-${randomBytes(6).toString('hex')}@e2e.dar.iq`,
    password: randomBytes(12).toString('base64url'),
    firstName: role === 'owner' ? 'Omar' : 'Zainab',
    lastName: role === 'owner' ? 'Jabbar' : 'Salih',
    role,
  };
  const response = await request.post('/api/register', { data: body });
  if (response.status() !== 201) throw new Error(`register: ${response.status()} ${await response.text()}`);
  const user = (await response.json()) as { id: number };
  return { ...body, id: user.id };
}

/** Signs the request context in as the administrator the global setup created. */
export async function loginAdmin(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  });
  if (!response.ok()) throw new Error(`admin login: ${response.status()} ${await response.text()}`);
}

export interface Listing {
  id: number;
  title_en: string;
  title_ar: string;
  price: number;
}

/** A unique word for titles, so a test finds its own listing among the demo data. */
export function uniqueWord(): string {
  return `T${randomBytes(4).toString('hex')}`;
}

/** A listing owned by whoever the request context is signed in as (owner or admin). */
export async function createListing(
  request: APIRequestContext,
  fields: Record<string, unknown> = {},
): Promise<Listing> {
  const word = uniqueWord();
  const response = await request.post('/api/apartments', {
    data: {
      title_en: `Test flat ${word}`,
      title_ar: `شقة اختبار ${word}`,
      description_en: 'A bright test flat near the river, created by the browser suite.',
      description_ar: 'شقة اختبار مشرقة قرب النهر أنشأتها مجموعة اختبارات المتصفح.',
      price: 750_000,
      listing_type: 'rent',
      rental_type: 'long',
      location_en: 'Karrada, Baghdad',
      location_ar: 'الكرادة، بغداد',
      bedrooms: 2,
      bathrooms: 1,
      area: 120,
      amenities: ['wifi', 'ac'],
      latitude: 33.305,
      longitude: 44.42,
      ...fields,
    },
  });
  if (response.status() !== 201) throw new Error(`create listing: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Listing;
}

/** Removes a listing a test made; one a test already deleted is fine. */
export async function deleteListing(request: APIRequestContext, id: number): Promise<void> {
  const response = await request.delete(`/api/apartments/${id}`);
  if (!response.ok() && response.status() !== 404) throw new Error(`delete listing: ${response.status()}`);
}

/** An ISO date `days` after today in Baghdad (the app's calendar). */
export function baghdadDate(days: number): string {
  return addDays(todayInBaghdad(), days);
}

/** Distinct photos the server stored for the demo listings, to reuse on a test listing. */
export async function demoPhotos(request: APIRequestContext, count = 2): Promise<string[]> {
  const listings = (await (await request.get('/api/apartments?limit=20')).json()) as { images: string[] }[];
  const photos = [...new Set(listings.flatMap((listing) => listing.images))].filter((url) =>
    url.startsWith('/uploads/'),
  );
  if (photos.length < count) throw new Error('the demo data has too few photos');
  return photos.slice(0, count);
}

/** A message of common/messages.ts as the user reads it. */
export function message(language: Language, key: MessageKey): string {
  return MESSAGES[key][language];
}

/** A booking request by whoever the request context is signed in as. */
export async function requestBooking(
  request: APIRequestContext,
  apartmentId: number,
  fromDay: number,
  toDay: number,
): Promise<{ id: number }> {
  const response = await request.post('/api/bookings', {
    data: {
      apartment_id: apartmentId,
      name: 'Zainab Salih',
      email: 'zainab@example.iq',
      phone: '+964 770 123 4567',
      check_in: baghdadDate(fromDay),
      check_out: baghdadDate(toDay),
    },
  });
  if (response.status() !== 201) throw new Error(`booking: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: number };
}
