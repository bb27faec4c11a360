import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APARTMENT, mockApi, renderWithProviders, setTestLanguage, USERS } from '#web/test-utils/render-app.tsx';
import { readLocalFavourites } from '../api/local-favourites.ts';
import { FavouriteButton } from './favourite-button.tsx';

beforeAll(() => setTestLanguage('en'));
beforeEach(() => window.localStorage.clear());

describe('FavouriteButton', () => {
  it("keeps a visitor's favourite in this browser, and forgets it on a second tap", async () => {
    mockApi({ 'GET /api/auth/user': () => ({ status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } }) });
    renderWithProviders(<FavouriteButton listingId={42} title="Flat in Karrada" />);
    const heart = await screen.findByRole('button', { name: 'Favourite: Flat in Karrada' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(readLocalFavourites()).toEqual([42]);
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(readLocalFavourites()).toEqual([]);
  });

  it("keeps a signed-in user's favourite in the account (PUT), shown from GET /api/favourites", async () => {
    let kept: number[] = [];
    const { calls } = mockApi({
      'GET /api/auth/user': () => ({ body: USERS.renter }),
      'GET /api/favourites': () => ({ body: kept.map((id) => ({ ...APARTMENT, id })) }),
      'PUT /api/favourites/42': () => {
        kept = [42];
        return { status: 204 };
      },
    });
    renderWithProviders(<FavouriteButton listingId={42} title="Flat in Karrada" />);
    const heart = await screen.findByRole('button', { name: 'Favourite: Flat in Karrada' });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/favourites')).toBe(true));
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual(['/api/favourites/42']);
    expect(readLocalFavourites()).toEqual([]);
  });
});
