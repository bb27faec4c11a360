import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserJson } from '#common/moderation.ts';
import { mockApi, renderRoutes, setTestLanguage } from '#web/test-utils/render-app.tsx';
import { UsersTable } from './users-table.tsx';

const KARWAN: AdminUserJson = {
  id: 21,
  email: 'karwan@example.iq',
  firstName: 'Karwan',
  lastName: 'Aziz',
  phone: '+9647709876543',
  role: 'owner',
  verified: false,
  suspended: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};

beforeAll(() => setTestLanguage('en'));

describe('admin users table', () => {
  it('searches by a phone number as typed, and shows each user’s number', async () => {
    const { calls } = mockApi({
      'GET /api/admin/users': (request) => ({ body: request.url.searchParams.get('q') ? [KARWAN] : [] }),
    });
    renderRoutes([{ path: '/admin/users', element: <UsersTable currentUserId={3} /> }], '/admin/users');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }), '0770 987 6543');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const row = (await screen.findByText('Karwan Aziz')).closest('tr')!;
    expect(within(row).getByText('0770 987 6543')).toHaveAttribute('dir', 'ltr');
    expect(calls.at(-1)!.url.searchParams.get('q')).toBe('0770 987 6543');
  });
});
