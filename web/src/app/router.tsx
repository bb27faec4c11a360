import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SiteShell } from './layout/site-shell.tsx';
import { RentPage } from './pages/rent-page.tsx';

/** Each page but the home page loads when first visited (React Router's lazy routes). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/**
 * The route table (spec section 2). Account screens (/login, /list-property, /apartments/add,
 * /my-properties, /contact, /notification-preferences) join the shell's children; the admin
 * area gets its own layout route beside the shell.
 */
export const ROUTES: RouteObject[] = [
  {
    Component: SiteShell,
    children: [
      { index: true, Component: RentPage },
      {
        path: 'sales',
        lazy: page(
          () => import('./pages/sales-page.tsx'),
          (m) => m.SalesPage,
        ),
      },
      {
        path: 'lands',
        lazy: page(
          () => import('./pages/lands-page.tsx'),
          (m) => m.LandsPage,
        ),
      },
      {
        path: 'city',
        lazy: page(
          () => import('./pages/city-page.tsx'),
          (m) => m.CityPage,
        ),
      },
      {
        path: 'city/:cityId',
        lazy: page(
          () => import('./pages/city-page.tsx'),
          (m) => m.CityPage,
        ),
      },
      {
        path: 'apartments/:id',
        lazy: page(
          () => import('./pages/apartment-page.tsx'),
          (m) => m.ApartmentPage,
        ),
      },
      {
        path: 'about',
        lazy: page(
          () => import('./pages/about-page.tsx'),
          (m) => m.AboutPage,
        ),
      },
      {
        path: '*',
        lazy: page(
          () => import('./pages/not-found-page.tsx'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(ROUTES);
}
