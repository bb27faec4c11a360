import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPreferenceJson } from '#common/notification-preferences.ts';
import { mockApi, renderRoutes, setTestLanguage, USERS } from '#web/test-utils/render-app.tsx';
import NotificationPreferencesPage from './notification-preferences-page.tsx';

const SAVED: NotificationPreferenceJson = {
  id: 3,
  userId: 1,
  listingType: 'rent',
  rentalType: 'long',
  minPrice: 1_500_000,
  maxPrice: 2_500_000,
  minBedrooms: 2,
  maxBedrooms: null,
  minBathrooms: null,
  maxBathrooms: null,
  location: 'erbil',
  propertyType: null,
  minArea: null,
  maxArea: null,
  furnished: false,
  amenities: [],
  q: null,
  bbox: null,
  enabled: true,
  notifyPriceDrops: 'all',
  notifyNewListings: 'none',
  emailFrequency: 'daily',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const RICHER: NotificationPreferenceJson = {
  ...SAVED,
  listingType: 'sale',
  rentalType: null,
  minPrice: null,
  maxPrice: 300_000_000,
  minBedrooms: null,
  propertyType: 'villa',
  minArea: 100,
  maxArea: 300,
  furnished: true,
  amenities: ['wifi', 'parking'],
  q: 'garden',
  bbox: '43.90000,36.10000,44.10000,36.30000',
};

const routes = [{ path: '/notification-preferences', element: <NotificationPreferencesPage /> }];

function api(list: NotificationPreferenceJson[]) {
  return mockApi({
    'GET /api/auth/user': () => ({ body: USERS.renter }),
    'GET /api/notification-preferences': () => ({ body: list }),
    'POST /api/notification-preferences': (request) => ({
      status: 201,
      body: { ...SAVED, ...(request.body as object), id: 4 },
    }),
    'PUT /api/notification-preferences/3': (request) => ({ body: { ...SAVED, ...(request.body as object) } }),
    'DELETE /api/notification-preferences/3': () => ({ status: 204 }),
  });
}

beforeAll(() => setTestLanguage('en'));

describe('/notification-preferences', () => {
  it('summarises a saved search', async () => {
    api([SAVED]);
    renderRoutes(routes, '/notification-preferences');
    expect(
      await screen.findByText(/For rent · Long term · Erbil · 1,500,000 د.ع – 2,500,000 د.ع · 2\+ bedrooms/),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Saved search 1 is on' })).toBeChecked();
  });

  it('names the richer filters in the summary, in the reader’s language', async () => {
    api([RICHER]);
    renderRoutes(routes, '/notification-preferences');
    expect(
      await screen.findByText(
        'For sale · Villa · Erbil · up to 300,000,000 د.ع · 100–300 m² · furnished · Wi-Fi, Parking · “garden” · inside a map area',
      ),
    ).toBeInTheDocument();
  });

  it('summarises them in Arabic', async () => {
    setTestLanguage('ar');
    try {
      api([RICHER]);
      renderRoutes(routes, '/notification-preferences');
      expect(
        await screen.findByText(
          /للبيع · فيلا · أربيل · .* · 100–300 م² · مفروش · واي فاي، .* · «garden» · داخل منطقة على الخريطة/,
        ),
      ).toBeInTheDocument();
    } finally {
      setTestLanguage('en');
    }
  });

  it('edits the property type, area, furnishing and amenities with the filter bar’s fields, keeping the map area', async () => {
    const { calls } = api([RICHER]);
    renderRoutes(routes, '/notification-preferences');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit saved search 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit saved search' });
    expect(within(dialog).getByLabelText('Property type')).toHaveValue('villa');
    await userEvent.selectOptions(within(dialog).getByLabelText('Property type'), 'house');
    await userEvent.clear(within(dialog).getByLabelText('Minimum area'));
    await userEvent.type(within(dialog).getByLabelText('Minimum area'), '400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The minimum cannot be above the maximum')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.clear(within(dialog).getByLabelText('Minimum area'));
    await userEvent.type(within(dialog).getByLabelText('Minimum area'), '150');
    await userEvent.click(within(dialog).getByLabelText('Furnished only'));
    await userEvent.click(within(dialog).getByLabelText('Garden'));
    await userEvent.click(within(dialog).getByLabelText('Wi-Fi'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved search saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      propertyType: 'house',
      minArea: 150,
      maxArea: 300,
      furnished: false,
      amenities: ['parking', 'garden'],
      q: 'garden',
      bbox: RICHER.bbox,
    });
  });

  it('drops a home type, furnishing and amenities when the search becomes one for land', async () => {
    const { calls } = api([RICHER]);
    renderRoutes(routes, '/notification-preferences');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit saved search 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit saved search' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Listing type'), 'land');
    expect(within(dialog).queryByLabelText('Furnished only')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved search saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      listingType: 'land',
      propertyType: null,
      furnished: false,
      amenities: [],
      minArea: 100,
    });
  });

  it('creates a saved search from a price band of the chosen type', async () => {
    const { calls } = api([]);
    renderRoutes(routes, '/notification-preferences');
    expect(await screen.findByText('No saved searches yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New saved search' }));
    const dialog = screen.getByRole('dialog', { name: 'New saved search' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Listing type'), 'sale');
    expect(within(dialog).queryByLabelText('Rental type')).not.toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Price band'), '1');
    expect(within(dialog).getByLabelText('Minimum price (IQD)')).toHaveValue('150000000');
    expect(within(dialog).getByLabelText('Maximum price (IQD)')).toHaveValue('300000000');
    await userEvent.selectOptions(within(dialog).getByLabelText('Location'), 'basra');
    await userEvent.selectOptions(within(dialog).getByLabelText('Price drops'), 'none');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved search saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      listingType: 'sale',
      rentalType: null,
      minPrice: 150_000_000,
      maxPrice: 300_000_000,
      minBedrooms: null,
      maxBedrooms: null,
      minBathrooms: null,
      maxBathrooms: null,
      location: 'basra',
      propertyType: null,
      minArea: null,
      maxArea: null,
      furnished: false,
      amenities: [],
      q: null,
      bbox: null,
      enabled: true,
      notifyPriceDrops: 'none',
      notifyNewListings: 'all',
      emailFrequency: 'daily',
    });
  });

  it('refuses an invalid or reversed price range', async () => {
    const { calls } = api([]);
    renderRoutes(routes, '/notification-preferences');
    await userEvent.click(await screen.findByRole('button', { name: 'New saved search' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Minimum price (IQD)'), 'lots');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a valid price')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Minimum price (IQD)'));
    await userEvent.type(within(dialog).getByLabelText('Minimum price (IQD)'), '٣٠٠٬٠٠٠');
    await userEvent.type(within(dialog).getByLabelText('Maximum price (IQD)'), '100000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The maximum must not be less than the minimum')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits, switches off and deletes a saved search', async () => {
    const { calls } = api([SAVED]);
    renderRoutes(routes, '/notification-preferences');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit saved search 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit saved search' });
    expect(within(dialog).getByLabelText('Location')).toHaveValue('erbil');
    await userEvent.selectOptions(within(dialog).getByLabelText('Bathrooms from'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved search saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      minBathrooms: 2,
      location: 'erbil',
      minPrice: 1_500_000,
    });

    await userEvent.click(screen.getByRole('switch', { name: 'Saved search 1 is on' }));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ enabled: false });

    await userEvent.click(screen.getByRole('button', { name: 'Delete saved search 1' }));
    expect(await screen.findByText('Saved search deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
