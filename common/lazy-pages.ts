/**
 * The web app's pages that are a chunk of their own, loaded on first visit (only / is in the first load),
 * and the URLs they answer. router.tsx builds its lazy routes from this table; the server
 * (server/plugins/route-hints.ts), which cannot import the router (React), reads it to name a
 * page's chunk in the index.html it sends for that URL, so the chunk downloads beside the app's
 * code instead of after it has run. Plain data: no React, no browser APIs.
 */
export interface LazyPage {
  /**
   * The URL pattern, as React Router matches it. Pages without one get their route in
   * router.tsx, and the server names no chunk for them: the management area (nested behind its
   * layout, an owner's screens) and the not-found page (its `*` would claim /admin's URLs).
   */
  path?: string;
  /** The module in web/src/app/pages and the component it exports. */
  module: `${string}-page.tsx`;
  component: string;
  /** Texts the page needs beyond the startup ones: they load with its chunk. */
  namespaces?: readonly string[];
}

export const LAZY_PAGES = {
  sales: { path: '/sales', module: 'sales-page.tsx', component: 'SalesPage' },
  lands: { path: '/lands', module: 'lands-page.tsx', component: 'LandsPage' },
  cities: { path: '/city', module: 'city-page.tsx', component: 'CityPage' },
  city: { path: '/city/:cityId', module: 'city-page.tsx', component: 'CityPage' },
  apartment: {
    path: '/apartments/:id',
    module: 'apartment-page.tsx',
    component: 'ApartmentPage',
    namespaces: ['booking'],
  },
  about: { path: '/about', module: 'about-page.tsx', component: 'AboutPage', namespaces: ['about'] },
  login: { path: '/login', module: 'login-page.tsx', component: 'LoginPage' },
  listProperty: { path: '/list-property', module: 'list-property-page.tsx', component: 'ListPropertyPage' },
  contact: { path: '/contact', module: 'contact-page.tsx', component: 'ContactPage', namespaces: ['contact'] },
  addProperty: {
    path: '/apartments/add',
    module: 'add-property-page.tsx',
    component: 'AddPropertyPage',
    namespaces: ['owner'],
  },
  myProperties: {
    path: '/my-properties',
    module: 'my-properties-page.tsx',
    component: 'MyPropertiesPage',
    namespaces: ['owner'],
  },
  myBookings: {
    path: '/my-bookings',
    module: 'my-bookings-page.tsx',
    component: 'MyBookingsPage',
    namespaces: ['bookings'],
  },
  notificationPreferences: {
    path: '/notification-preferences',
    module: 'notification-preferences-page.tsx',
    component: 'NotificationPreferencesPage',
    namespaces: ['notifications'],
  },
  notFound: { module: 'not-found-page.tsx', component: 'NotFoundPage' },
  adminLayout: { module: 'admin-layout-page.tsx', component: 'AdminLayoutPage', namespaces: ['admin'] },
  adminDashboard: { module: 'admin-dashboard-page.tsx', component: 'AdminDashboardPage', namespaces: ['admin'] },
  adminApartments: { module: 'admin-apartments-page.tsx', component: 'AdminApartmentsPage', namespaces: ['admin'] },
  adminBookings: { module: 'admin-bookings-page.tsx', component: 'AdminBookingsPage', namespaces: ['admin'] },
} as const satisfies Record<string, LazyPage>;

export type LazyPageName = keyof typeof LAZY_PAGES;

/** Where Vite's build manifest names a page's module (its keys are relative to web/). */
export function pageSource(page: LazyPage): string {
  return `src/app/pages/${page.module}`;
}
