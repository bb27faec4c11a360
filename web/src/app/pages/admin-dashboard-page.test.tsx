import { screen, waitFor } from '@testing-library/react';
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

  it('shows an admin the unread contact messages, linking to the inbox; an owner never asks for them', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': () => ({ body: USERS.admin }),
      'GET /api/admin/stats': () => ({
        body: { totalApartments: 1, totalBookings: 0, pendingBookings: 0, confirmedBookings: 0 },
      }),
      'GET /api/admin/messages': () => ({ body: [], headers: { 'x-unread-count': '3' } }),
    });
    renderRoutes([{ path: '/admin', element: <AdminDashboardPage /> }], '/admin');
    const card = (await screen.findByRole('heading', { name: 'Unread messages' })).closest('li') as HTMLElement;
    await waitFor(() => expect(card).toHaveTextContent('3'));
    expect(card.querySelector('a')).toHaveAttribute('href', '/admin/messages');
    expect(calls.some((c) => c.path.startsWith('/api/admin/messages'))).toBe(true);
  });

  it('shows an owner no message card', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': () => ({ body: USERS.owner }),
      'GET /api/admin/stats': () => ({
        body: { totalApartments: 1, totalBookings: 0, pendingBookings: 0, confirmedBookings: 0 },
      }),
    });
    renderRoutes([{ path: '/admin', element: <AdminDashboardPage /> }], '/admin');
    expect(await screen.findByRole('heading', { name: 'Total Apartments' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unread messages' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/admin/messages'))).toBe(false);
  });
});
