import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { Outlet, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiFetch } from '#web/lib/api-client.ts';
import { mockApi, renderRoutes, setTestLanguage, USERS } from '#web/test-utils/render-app.tsx';
import { useCurrentUser } from '../api/session.ts';
import { RequireRole } from './require-role.tsx';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function Private() {
  const { user } = useCurrentUser();
  useQuery({ queryKey: ['private'], queryFn: () => apiFetch('/api/private', z.unknown()) });
  return <p>{user ? `private for ${user.role}` : 'signed out'}</p>;
}

const routes = [
  {
    element: <RequireRole roles={['owner', 'admin']} />,
    children: [{ path: '/apartments/add', element: <p>add form</p> }],
  },
  { element: <RequireRole roles={['admin']} />, children: [{ path: '/admin-only', element: <p>admin only</p> }] },
  {
    element: (
      <RequireRole roles={['renter', 'owner', 'admin']}>
        <Outlet />
      </RequireRole>
    ),
    children: [{ path: '/private', element: <Private /> }],
  },
  { path: '*', element: <Where /> },
];

function signedInAs(user: unknown) {
  return mockApi({ 'GET /api/auth/user': () => (user ? { body: user } : { status: 401 }) });
}

beforeAll(() => setTestLanguage('en'));

describe('RequireRole', () => {
  it('shows a loading state until the session is known', async () => {
    mockApi({ 'GET /api/auth/user': () => new Promise(() => {}) });
    renderRoutes(routes, '/apartments/add');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
  });

  it('sends a visitor to /login with the way back', async () => {
    signedInAs(null);
    renderRoutes(routes, '/apartments/add?x=1');
    expect(await screen.findByText('at /login?next=%2Fapartments%2Fadd%3Fx%3D1')).toBeInTheDocument();
  });

  it('sends a renter who needs to be an owner to /list-property', async () => {
    signedInAs(USERS.renter);
    renderRoutes(routes, '/apartments/add');
    expect(await screen.findByText('at /list-property')).toBeInTheDocument();
  });

  it('sends an owner away from an admin-only screen to /', async () => {
    signedInAs(USERS.owner);
    renderRoutes(routes, '/admin-only');
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('lets owners and admins in', async () => {
    signedInAs(USERS.admin);
    renderRoutes(routes, '/apartments/add');
    expect(await screen.findByText('add form')).toBeInTheDocument();
  });

  it('returns the UI to signed-out when any request answers 401', async () => {
    mockApi({
      'GET /api/auth/user': () => ({ body: USERS.renter }),
      'GET /api/private': () => ({ status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } }),
    });
    renderRoutes(routes, '/private');
    expect(await screen.findByText(/at \/login\?next=%2Fprivate/)).toBeInTheDocument();
  });
});
