import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, renderRoutes, setTestLanguage, USERS } from '#web/test-utils/render-app.tsx';
import ListPropertyPage from './list-property-page.tsx';

const routes = [{ path: '/list-property', element: <ListPropertyPage /> }];

beforeAll(() => setTestLanguage('en'));

describe('/list-property', () => {
  it('tells everyone that listing is free, and asks a visitor to log in', async () => {
    mockApi({ 'GET /api/auth/user': () => ({ status: 401 }) });
    renderRoutes(routes, '/list-property');
    expect(screen.getByText('Listing is free, with no hidden fees or commissions.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Flist-property');
    expect(screen.queryByRole('link', { name: 'Add property' })).not.toBeInTheDocument();
  });

  it('converts a renter into an owner and then shows the owner actions', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': () => ({ body: USERS.renter }),
      'POST /api/auth/role': () => ({ body: { ...USERS.renter, role: 'owner' } }),
    });
    renderRoutes(routes, '/list-property');
    await userEvent.click(await screen.findByRole('button', { name: 'Convert to owner account' }));
    expect(await screen.findByText('Account Converted')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/role')?.body).toEqual({ role: 'owner' });
    expect(screen.getByRole('link', { name: 'Add property' })).toHaveAttribute('href', '/apartments/add');
  });

  it('shows the conversion failure toast and keeps the renter state', async () => {
    mockApi({
      'GET /api/auth/user': () => ({ body: USERS.renter }),
      'POST /api/auth/role': () => ({ status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } }),
    });
    renderRoutes(routes, '/list-property');
    await userEvent.click(await screen.findByRole('button', { name: 'Convert to owner account' }));
    expect(await screen.findByText('Conversion Failed')).toBeInTheDocument();
    expect(screen.getByText('An error occurred while converting your account')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert to owner account' })).toBeEnabled();
  });

  it('gives an owner the kind tabs and the three buttons', async () => {
    mockApi({ 'GET /api/auth/user': () => ({ body: USERS.owner }) });
    renderRoutes(routes, '/list-property');
    expect(await screen.findByRole('tab', { name: 'Land' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add property' })).toHaveAttribute('href', '/apartments/add');
    expect(screen.getByRole('link', { name: 'Owner dashboard' })).toHaveAttribute('href', '/admin/apartments');
    expect(screen.getByRole('link', { name: 'My Properties' })).toHaveAttribute('href', '/my-properties');
  });
});
