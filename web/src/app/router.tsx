import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireRole } from '../features/auth/components/require-role.tsx';
import { SiteShell } from './layout/site-shell.tsx';
import { RentPage } from './pages/rent-page.tsx';

/** A route whose page is a separate chunk, loaded on first visit (only / is in the first load). */
function lazyPage<M>(load: () => Promise<M>, name: keyof M): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

const SIGNED_IN = ['admin', 'owner', 'renter'] as const;
const OWNERS = ['owner', 'admin'] as const;

/** The route table (spec section 2): the public site and the account screens share the shell. */
export const ROUTES: RouteObject[] = [
  {
    Component: SiteShell,
    children: [
      { index: true, Component: RentPage },
      { path: 'sales', ...lazyPage(() => import('./pages/sales-page.tsx'), 'SalesPage') },
      { path: 'lands', ...lazyPage(() => import('./pages/lands-page.tsx'), 'LandsPage') },
      { path: 'city', ...lazyPage(() => import('./pages/city-page.tsx'), 'CityPage') },
      { path: 'city/:cityId', ...lazyPage(() => import('./pages/city-page.tsx'), 'CityPage') },
      { path: 'apartments/:id', ...lazyPage(() => import('./pages/apartment-page.tsx'), 'ApartmentPage') },
      { path: 'about', ...lazyPage(() => import('./pages/about-page.tsx'), 'AboutPage') },
      { path: 'login', ...lazyPage(() => import('./pages/login-page.tsx'), 'LoginPage') },
      { path: 'list-property', ...lazyPage(() => import('./pages/list-property-page.tsx'), 'ListPropertyPage') },
      { path: 'contact', ...lazyPage(() => import('./pages/contact-page.tsx'), 'ContactPage') },
      {
        element: <RequireRole roles={OWNERS} />,
        children: [
          { path: 'apartments/add', ...lazyPage(() => import('./pages/add-property-page.tsx'), 'AddPropertyPage') },
          { path: 'my-properties', ...lazyPage(() => import('./pages/my-properties-page.tsx'), 'MyPropertiesPage') },
        ],
      },
      {
        element: <RequireRole roles={SIGNED_IN} />,
        children: [
          { path: 'my-bookings', ...lazyPage(() => import('./pages/my-bookings-page.tsx'), 'MyBookingsPage') },
          {
            path: 'notification-preferences',
            ...lazyPage(() => import('./pages/notification-preferences-page.tsx'), 'NotificationPreferencesPage'),
          },
        ],
      },
      { path: '*', ...lazyPage(() => import('./pages/not-found-page.tsx'), 'NotFoundPage') },
    ],
  },
  // The management area has its own layout and sidebar (Dashboard, Apartments, Bookings, Exit Admin).
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

export function createRouter() {
  return createBrowserRouter(ROUTES);
}
