import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, renderRoutes, setTestLanguage, USERS } from '#web/test-utils/render-app.tsx';
import AdminDashboardPage from './admin-dashboard-page.tsx';

beforeAll(() => setTestLanguage('en'));

describe('/admin', () => {
  it('shows the four counts', async () => {
    mockApi({
      'GET /api/auth/user': () => ({ body: USERS.admin }),
      'GET /api/admin/stats': () => ({
        body: { totalApartments: 1204, totalBookings: 30, pendingBookings: 7, confirmedBookings: 21 },
      }),
    });
    renderRoutes([{ path: '/admin', element: <AdminDashboardPage /> }], '/admin');
    expect(await screen.findByRole('heading', { name: 'Total Apartments' })).toBeInTheDocument();
    for (const [label, value] of [
      ['Total Apartments', '1,204'],
      ['Total Bookings', '30'],
      ['Pending Bookings', '7'],
      ['Confirmed Bookings', '21'],
    ]) {
      expect(screen.getByRole('heading', { name: label }).closest('li')).toHaveTextContent(value as string);
    }
  });
});
