import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { OWNERS } from '#web/app/layout/guard.ts';
import { RequireRole } from '#web/features/auth/components/require-role.tsx';
import { mockApi, renderRoutes, setTestLanguage, USERS } from '#web/test-utils/render-app.tsx';
import AdminDashboardPage from './pages/admin-dashboard-page.tsx';
import AdminLayoutPage from './pages/admin-layout-page.tsx';
import { loader as exitAdminLoader } from './pages/exit-admin.tsx';
import ListPropertyPage from './pages/list-property-page.tsx';
import LoginPage from './pages/login-page.tsx';

/** The account screens as routes.ts nests them, with the browser's guard (the server's has its own tests). */
const routes = [
  { path: '/', element: <h1>Home</h1> },
  { path: '/login', Component: LoginPage },
  { path: '/list-property', Component: ListPropertyPage },
  { path: '/disable-admin-redirect', loader: exitAdminLoader, element: null },
  {
    path: '/apartments/add',
    element: <RequireRole roles={OWNERS} />,
    children: [{ index: true, element: <h1>Add</h1> }],
  },
  {
    path: '/admin',
    element: <RequireRole roles={OWNERS} />,
    children: [
      {
        Component: AdminLayoutPage,
        children: [
          { index: true, Component: AdminDashboardPage },
          { path: 'bookings', element: <h1>Bookings</h1> },
          { path: 'apartments', element: <h1>Apartments</h1> },
        ],
      },
    ],
  },
];
const STATS = { totalApartments: 3, totalBookings: 2, pendingBookings: 1, confirmedBookings: 1 };

function signedInAs(user: unknown) {
  return mockApi({
    'GET /api/auth/user': () => (user ? { body: user } : { status: 401 }),
    'GET /api/admin/stats': () => ({ body: STATS }),
    'GET /api/apartments': () => ({ body: [] }),
  });
}

beforeAll(() => setTestLanguage('en'));

describe('account routes', () => {
  it('opens the management area for an owner, with its sidebar, and Exit Admin leaves it', async () => {
    signedInAs(USERS.owner);
    const { history } = renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { name: 'Total Apartments' }, { timeout: 8000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Management' });
    expect(nav).toHaveTextContent('Dashboard');
    expect(nav).toHaveTextContent('Bookings');
    await userEvent.click(screen.getByRole('link', { name: 'Exit Admin' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
  });

  it('sends a renter from the management area to /list-property, where they may become an owner', async () => {
    signedInAs(USERS.renter);
    const { history } = renderRoutes(routes, '/admin/bookings');
    expect(
      await screen.findByRole('button', { name: 'Convert to owner account' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe('/list-property');
  });

  it('sends a visitor to /login and keeps the way back', async () => {
    signedInAs(null);
    const { history } = renderRoutes(routes, '/admin/apartments');
    expect(await screen.findByRole('tab', { name: 'Login' }, { timeout: 8000 })).toBeInTheDocument();
    expect(history.location.search).toBe('?next=%2Fadmin%2Fapartments');
  });

  it('sends a renter from /apartments/add to /list-property', async () => {
    signedInAs(USERS.renter);
    const { history } = renderRoutes(routes, '/apartments/add');
    expect(
      await screen.findByRole('button', { name: 'Convert to owner account' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe('/list-property');
  });
});
