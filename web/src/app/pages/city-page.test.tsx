import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseFilters } from '#common/listing-schemas.ts';
import { mockApi, renderRoutes, setTestLanguage } from '#web/test-utils/render-app.tsx';
import { LoginDialogProvider } from '#web/features/auth/components/login-dialog-context.tsx';
import CityPage from './city-page.tsx';

/** The page inside the shell's login dialog, with what its loader gives: the URL's filters and an empty first page of results. */
const routes = [
  {
    path: '/city/:cityId',
    Component: () => (
      <LoginDialogProvider>
        <CityPage />
      </LoginDialogProvider>
    ),
    loader: ({ request }: { request: Request }) => ({
      urlFilters: parseFilters(new URL(request.url).searchParams),
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
    // The page follows the URL once its loader has run again.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Properties' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('move the focus with the arrow keys without activating, and activate on Enter', async () => {
    mockApi({ 'GET /api/auth/user': () => ({ status: 401 }), 'GET /api/apartments': () => ({ body: [] }) });
    const { history } = renderRoutes(routes, '/city/erbil');
    const properties = await screen.findByRole('tab', { name: 'Properties' });
    expect(properties).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Lands' })).toHaveAttribute('tabindex', '-1');
    properties.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Lands' })).toHaveFocus();
    expect(history.location.search).toBe('');
    await userEvent.keyboard('{Enter}');
    expect(history.location.search).toBe('?listingType=land');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Lands' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tabpanel', { name: 'Lands' })).toBeInTheDocument();
  });
});
