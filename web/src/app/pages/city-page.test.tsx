import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, renderRoutes, setTestLanguage } from '#web/test-utils/render-app.tsx';
import { LoginDialogProvider } from '#web/features/auth/components/login-dialog-context.tsx';
import CityPage from './city-page.tsx';

/** The page inside the shell's login dialog, with what its loader gives: an empty first page of results. */
const routes = [
  {
    path: '/city/:cityId',
    Component: () => (
      <LoginDialogProvider>
        <CityPage />
      </LoginDialogProvider>
    ),
    loader: () => ({
      urlFilters: {},
      apiQuery: '',
      page: { listings: [], next: null, total: { count: 0, isCapped: false } },
    }),
  },
];

beforeAll(() => setTestLanguage('en'));

describe('/city/:cityId tabs', () => {
  it('add one history entry per click, so Back returns to the previous tab', async () => {
    mockApi({ 'GET /api/auth/user': () => ({ status: 401 }), 'GET /api/apartments': () => ({ body: [] }) });
    const { history } = renderRoutes(routes, '/city/erbil');
    await userEvent.click(await screen.findByRole('tab', { name: 'Lands' }));
    expect(history.location.search).toBe('?listingType=land');
    act(() => history.go(-1));
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(screen.getByRole('tab', { name: 'Properties' })).toHaveAttribute('aria-selected', 'true');
  });
});
