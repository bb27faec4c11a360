import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import { Outlet, useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoutes, setTestLanguage } from '../../test-utils/render-app.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';

const Unreachable = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

function Shell() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary pathname={pathname}>
      <Outlet />
    </PageErrorBoundary>
  );
}

describe('PageErrorBoundary', () => {
  beforeAll(() => setTestLanguage('en'));

  it('explains a page that could not be loaded, and lets the reader go elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { history } = renderRoutes(
      [
        {
          element: <Shell />,
          children: [
            { path: '/offline', element: <Unreachable /> },
            { path: '/', element: <p>Home</p> },
          ],
        },
      ],
      '/offline',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();

    act(() => history.push('/'));
    expect(await screen.findByText('Home')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
