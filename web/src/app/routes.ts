import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The route table (spec section 2). Every URL exists in the three languages: Arabic at `/…`,
 * English at `/en/…`, Kurdish at `/ku/…` (the optional `:lang` segment; layout/language.tsx
 * refuses any other value with a 404).
 */
export default [
  route(':lang?', 'layout/language.tsx', [
    layout('layout/site-shell.tsx', [
      layout('layout/page-errors.tsx', [
        index('pages/rent-page.tsx'),
        route('sales', 'pages/sales-page.tsx'),
        route('lands', 'pages/lands-page.tsx'),
        route('city', 'pages/city-page.tsx', { id: 'cities' }),
        route('city/:cityId', 'pages/city-page.tsx'),
        route('apartments/:id', 'pages/listing-page.tsx'),
        route('about', 'pages/about-page.tsx'),
        route('login', 'pages/login-page.tsx'),
        route('reset-password', 'pages/reset-password-page.tsx'),
        route('verify-email', 'pages/verify-email-page.tsx'),
        route('unsubscribe', 'pages/unsubscribe-page.tsx'),
        route('list-property', 'pages/list-property-page.tsx'),
        route('contact', 'pages/contact-page.tsx'),
        route('favourites', 'pages/favourites-page.tsx'),
        layout('layout/owners-only.tsx', [
          route('apartments/add', 'pages/add-listing-page.tsx'),
          route('my-properties', 'pages/my-properties-page.tsx'),
          route('my-properties/:id/edit', 'pages/edit-listing-page.tsx'),
        ]),
        layout('layout/signed-in-only.tsx', [
          route('my-bookings', 'pages/my-bookings-page.tsx'),
          route('notification-preferences', 'pages/notification-preferences-page.tsx'),
          route('account', 'pages/account-page.tsx'),
        ]),
        // 'Exit Admin': leave the management area for the public site.
        route('disable-admin-redirect', 'pages/exit-admin.tsx'),
        route('*', 'pages/not-found-page.tsx'),
      ]),
      // The management area has its own sidebar (Dashboard, Apartments, Bookings, Messages for admins, Exit Admin).
      route('admin', 'layout/owners-only.tsx', { id: 'admin-guard' }, [
        layout('pages/admin-layout-page.tsx', [
          index('pages/admin-dashboard-page.tsx'),
          route('apartments', 'pages/admin-listings-page.tsx'),
          route('bookings', 'pages/admin-bookings-page.tsx'),
          layout('layout/admins-only.tsx', [
            route('reports', 'pages/admin-reports-page.tsx'),
            route('users', 'pages/admin-users-page.tsx'),
            route('messages', 'pages/admin-messages-page.tsx'),
          ]),
        ]),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
