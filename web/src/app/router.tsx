import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { createBrowserRouter, type DataRouter, Navigate, type Params, type RouteObject } from 'react-router';
import { RequireRole } from '../features/auth/components/require-role.tsx';
import { apartmentQueryOptions, parseApartmentId } from '../features/listings/api/get-apartment.ts';
import { apartmentsInfiniteQueryOptions, apartmentsQueryOptions } from '../features/listings/api/get-apartments.ts';
import { landsPageQuery, parseFilters, rentPageQuery, salesPageQuery } from '../features/listings/filters.ts';
import { SiteShell } from './layout/site-shell.tsx';
import { RentPage } from './pages/rent-page.tsx';

/**
 * A route whose page is a separate chunk, loaded on first visit (only / is in the first load),
 * together with the texts it needs beyond the startup ones: otherwise they would load only once
 * the page has rendered and suspended, one more round trip before it shows.
 */
function lazyPage<M>(load: () => Promise<M>, name: keyof M, namespaces: string[] = []): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), i18next.loadNamespaces(namespaces)]);
      return { Component: module[name] as ComponentType };
    },
  };
}

/** A route's `handle`: the API request its page opens with, started by prefetchStartPage. */
interface PrefetchHandle {
  prefetch: (queryClient: QueryClient, params: Params, search: URLSearchParams) => Promise<void>;
}

function prefetch(run: PrefetchHandle['prefetch']): { handle: PrefetchHandle } {
  return { handle: { prefetch: run } };
}

const SIGNED_IN = ['admin', 'owner', 'renter'] as const;
const OWNERS = ['owner', 'admin'] as const;

/** The route table (spec section 2): the public site and the account screens share the shell. */
export const ROUTES: RouteObject[] = [
  {
    Component: SiteShell,
    children: [
      {
        index: true,
        Component: RentPage,
        ...prefetch((queryClient, _params, search) =>
          queryClient.prefetchQuery(apartmentsQueryOptions(rentPageQuery(parseFilters(search)).apiQuery)),
        ),
      },
      {
        path: 'sales',
        ...lazyPage(() => import('./pages/sales-page.tsx'), 'SalesPage'),
        ...prefetch((queryClient, _params, search) =>
          queryClient.prefetchInfiniteQuery(
            apartmentsInfiniteQueryOptions(salesPageQuery(parseFilters(search)).apiQuery),
          ),
        ),
      },
      {
        path: 'lands',
        ...lazyPage(() => import('./pages/lands-page.tsx'), 'LandsPage'),
        ...prefetch((queryClient, _params, search) =>
          queryClient.prefetchInfiniteQuery(
            apartmentsInfiniteQueryOptions(landsPageQuery(parseFilters(search)).apiQuery),
          ),
        ),
      },
      { path: 'city', ...lazyPage(() => import('./pages/city-page.tsx'), 'CityPage') },
      { path: 'city/:cityId', ...lazyPage(() => import('./pages/city-page.tsx'), 'CityPage') },
      {
        path: 'apartments/:id',
        ...lazyPage(() => import('./pages/apartment-page.tsx'), 'ApartmentPage', ['booking']),
        ...prefetch(async (queryClient, params) => {
          const id = parseApartmentId(params.id);
          if (id !== 0) await queryClient.prefetchQuery(apartmentQueryOptions(id));
        }),
      },
      { path: 'about', ...lazyPage(() => import('./pages/about-page.tsx'), 'AboutPage', ['about']) },
      { path: 'login', ...lazyPage(() => import('./pages/login-page.tsx'), 'LoginPage') },
      { path: 'list-property', ...lazyPage(() => import('./pages/list-property-page.tsx'), 'ListPropertyPage') },
      { path: 'contact', ...lazyPage(() => import('./pages/contact-page.tsx'), 'ContactPage', ['contact']) },
      {
        element: <RequireRole roles={OWNERS} />,
        children: [
          {
            path: 'apartments/add',
            ...lazyPage(() => import('./pages/add-property-page.tsx'), 'AddPropertyPage', ['owner']),
          },
          {
            path: 'my-properties',
            ...lazyPage(() => import('./pages/my-properties-page.tsx'), 'MyPropertiesPage', ['owner']),
          },
        ],
      },
      {
        element: <RequireRole roles={SIGNED_IN} />,
        children: [
          {
            path: 'my-bookings',
            ...lazyPage(() => import('./pages/my-bookings-page.tsx'), 'MyBookingsPage', ['bookings']),
          },
          {
            path: 'notification-preferences',
            ...lazyPage(() => import('./pages/notification-preferences-page.tsx'), 'NotificationPreferencesPage', [
              'notifications',
            ]),
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
        ...lazyPage(() => import('./pages/admin-layout-page.tsx'), 'AdminLayoutPage', ['admin']),
        children: [
          {
            index: true,
            ...lazyPage(() => import('./pages/admin-dashboard-page.tsx'), 'AdminDashboardPage', ['admin']),
          },
          {
            path: 'apartments',
            ...lazyPage(() => import('./pages/admin-apartments-page.tsx'), 'AdminApartmentsPage', ['admin']),
          },
          {
            path: 'bookings',
            ...lazyPage(() => import('./pages/admin-bookings-page.tsx'), 'AdminBookingsPage', ['admin']),
          },
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

/**
 * Starts the first screen's API request as soon as the app's code runs, beside the page's chunk
 * and texts, instead of after React has rendered the page: on a slow phone that request and
 * then its photos decide when the page is complete (bench/findings.md).
 */
export function prefetchStartPage(router: DataRouter, queryClient: QueryClient): void {
  const search = new URLSearchParams(router.state.location.search);
  for (const match of router.state.matches) {
    const handle = match.route.handle as Partial<PrefetchHandle> | undefined;
    void handle?.prefetch?.(queryClient, match.params, search);
  }
}
