import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, renderRoutes, setTestLanguage, USERS } from '#web/test-utils/render-app.tsx';
import { initials, UserMenu } from './user-menu.tsx';

const routes = [
  { path: '/', element: <UserMenu /> },
  { path: '/x', element: <UserMenu /> },
];

beforeAll(() => setTestLanguage('en'));

describe('user menu', () => {
  it('links a renter to their bookings and logs out with the success toast', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': () => ({ body: USERS.renter }),
      'POST /api/logout': () => ({ status: 204 }),
    });
    renderRoutes(routes, '/x');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu of renter' }));
    expect(screen.getByRole('menuitem', { name: 'My bookings' })).toHaveAttribute('href', '/my-bookings');
    expect(screen.queryByRole('menuitem', { name: 'My Properties' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('You have been logged out successfully.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/logout')).toBe(true);
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('gives an owner the owner links and says when logout fails', async () => {
    mockApi({ 'GET /api/auth/user': () => ({ body: USERS.owner }), 'POST /api/logout': () => ({ status: 500 }) });
    renderRoutes(routes, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu of owner' }));
    expect(screen.getByRole('menuitem', { name: 'Owner dashboard' })).toHaveAttribute('href', '/admin');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Failed to log out. Please try again.')).toBeInTheDocument();
  });
});

describe('initials', () => {
  it.each([
    [{ firstName: 'ليلى', lastName: 'الجبوري', email: 'l@x.iq' }, 'ل\u200cا'],
    [{ firstName: 'sara', lastName: 'ali', email: 's@x.iq' }, 'S\u200cA'],
    [{ firstName: 'Omar', lastName: null, email: 'o@x.iq' }, 'O'],
    [{ firstName: null, lastName: null, email: 'zed@x.iq' }, 'Z'],
  ])('%j → %s (Arabic letters kept apart, never the ligature لا)', (user, expected) => {
    expect(initials(user)).toBe(expected);
  });
});
