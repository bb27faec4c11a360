import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireRole } from '../features/auth/components/require-role.tsx';
import { HomePage } from './pages/home-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';

/** A route whose page is a separate chunk, loaded on first visit. */
function lazyPage<M>(load: () => Promise<M>, name: keyof M): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

// --- Accounts, owners, bookings, notifications and the management area (all lazy-loaded) ---
const SIGNED_IN = ['admin', 'owner', 'renter'] as const;
const OWNERS = ['owner', 'admin'] as const;
export const ACCOUNT_ROUTES: RouteObject[] = [
  { path: '/login', ...lazyPage(() => import('./pages/login-page.tsx'), 'LoginPage') },
  { path: '/list-property', ...lazyPage(() => import('./pages/list-property-page.tsx'), 'ListPropertyPage') },
  { path: '/contact', ...lazyPage(() => import('./pages/contact-page.tsx'), 'ContactPage') },
  {
    element: <RequireRole roles={OWNERS} />,
    children: [
      { path: '/apartments/add', ...lazyPage(() => import('./pages/add-property-page.tsx'), 'AddPropertyPage') },
      { path: '/my-properties', ...lazyPage(() => import('./pages/my-properties-page.tsx'), 'MyPropertiesPage') },
    ],
  },
  {
    element: <RequireRole roles={SIGNED_IN} />,
    children: [
      { path: '/my-bookings', ...lazyPage(() => import('./pages/my-bookings-page.tsx'), 'MyBookingsPage') },
      {
        path: '/notification-preferences',
        ...lazyPage(() => import('./pages/notification-preferences-page.tsx'), 'NotificationPreferencesPage'),
      },
    ],
  },
  {
    path: '/admin',
    element: <RequireRole roles={OWNERS} />,
    children: [
      {
        ...lazyPage(() => import('./pages/admin-layout-page.tsx'), 'AdminLayoutPage'),
        children: [
          { index: true, ...lazyPage(() => import('./pages/admin-dashboard-page.tsx'), 'AdminDashboardPage') },
          { path: 'apartments', ...lazyPage(() => import('./pages/admin-apartments-page.tsx'), 'AdminApartmentsPage') },
          { path: 'bookings', ...lazyPage(() => import('./pages/admin-bookings-page.tsx'), 'AdminBookingsPage') },
        ],
      },
    ],
  },
  // 'Exit Admin': leave the management area for the public site.
  { path: '/disable-admin-redirect', element: <Navigate to="/" replace /> },
];
// --- end of account routes ---

export function createRouter() {
  return createBrowserRouter([
    { path: '/', element: <HomePage /> },
    ...ACCOUNT_ROUTES,
    { path: '*', element: <NotFoundPage /> },
  ]);
}
