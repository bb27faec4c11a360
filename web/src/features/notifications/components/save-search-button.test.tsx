import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListingFilters } from '#common/listing-filters.ts';
import type { NotificationPreferenceInput } from '#common/notification-preferences.ts';
import { mockApi, renderWithProviders, setTestLanguage, USERS } from '#web/test-utils/render-app.tsx';
import { SaveSearchButton } from './save-search-button.tsx';

beforeAll(() => setTestLanguage('en'));

/** A list page's filters, every one of them (the sort is not saved). */
const FILTERS: ListingFilters = {
  listingType: 'rent',
  rentalType: 'long',
  city: 'basra',
  maxPrice: 2_000_000,
  bedrooms: 4,
  propertyType: 'house',
  minArea: 100,
  maxArea: 300,
  furnished: true,
  amenities: ['wifi', 'parking'],
  q: 'garden',
  bbox: { minLng: 43.9, minLat: 36.1, maxLng: 44.1, maxLat: 36.3 },
  sort: 'price_asc',
};

/** What "Save this search" sends for them. */
const SEARCH: NotificationPreferenceInput = {
  listingType: 'rent',
  rentalType: 'long',
  minPrice: null,
  maxPrice: 2_000_000,
  minBedrooms: 4,
  maxBedrooms: null,
  minBathrooms: null,
  maxBathrooms: null,
  location: 'basra',
  propertyType: 'house',
  minArea: 100,
  maxArea: 300,
  furnished: true,
  amenities: ['wifi', 'parking'],
  q: 'garden',
  bbox: '43.90000,36.10000,44.10000,36.30000',
};

describe('SaveSearchButton', () => {
  it('asks a visitor to log in first, and saves nothing', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': () => ({ status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } }),
    });
    const onLoginNeeded = vi.fn();
    renderWithProviders(<SaveSearchButton filters={FILTERS} onLoginNeeded={onLoginNeeded} />);
    const button = await screen.findByRole('button', { name: 'Save this search' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(onLoginNeeded).toHaveBeenCalledOnce();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("saves a signed-in user's search, with every filter, as a notification preference", async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': () => ({ body: USERS.renter }),
      'POST /api/notification-preferences': (request) => ({
        status: 201,
        body: {
          ...(request.body as object),
          id: 7,
          userId: USERS.renter.id,
          enabled: true,
          notifyPriceDrops: 'all',
          notifyNewListings: 'all',
          emailFrequency: 'daily',
          createdAt: '2026-11-23T10:00:00.000Z',
          updatedAt: '2026-11-23T10:00:00.000Z',
        },
      }),
    });
    renderWithProviders(<SaveSearchButton filters={FILTERS} onLoginNeeded={vi.fn()} />);
    const button = await screen.findByRole('button', { name: 'Save this search' });
    // Disabled until the session is known: a tap then would take a signed-in user for a visitor.
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Search saved' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Manage saved searches' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual(SEARCH);
  });
});
