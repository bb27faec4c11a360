import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { type ComponentType, lazy } from 'react';
import {
  type Location,
  matchRoutes,
  Navigate,
  type Params,
  type RouteObject,
  useLocation,
  useRoutes,
} from 'react-router';
import { RequireRole } from '../features/auth/components/require-role.tsx';
import { apartmentQueryOptions } from '../features/listings/api/get-apartment.ts';
import { apartmentsInfiniteQueryOptions, apartmentsQueryOptions } from '../features/listings/api/get-apartments.ts';
import { LAZY_PAGES, type LazyPage, type LazyPageName } from '../../../common/lazy-pages.ts';
import { parseFilters, rentPageQuery } from '../../../common/listing-filters.ts';
import { PAGE_REQUESTS, type PageRequest } from '../../../common/page-requests.ts';
import { PageErrorBoundary } from './layout/page-error-boundary.tsx';
import { SiteShell } from './layout/site-shell.tsx';
import { RentPage } from './pages/rent-page.tsx';

// Every page module but the home page's (in the first load): Vite makes each its own chunk.
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>(['./pages/*-page.tsx', '!./pages/rent-page.tsx']);

/** A route's `handle`: what prefetchStartPage starts for it, its page's chunk and texts and its API request. */
interface StartHandle {
  loadPage?: () => Promise<unknown>;
  prefetch?: (queryClient: QueryClient, params: Params, search: URLSearchParams) => Promise<void>;
}

/** Starts a page's request (common/page-requests.ts) under the query key its page reads. */
function prefetchPageRequest(request: PageRequest | undefined, queryClient: QueryClient): Promise<void> {
  if (request?.type === 'list')
    return queryClient.prefetchInfiniteQuery(apartmentsInfiniteQueryOptions(request.apiQuery));
  if (request?.type === 'apartment') return queryClient.prefetchQuery(apartmentQueryOptions(request.id));
  return Promise.resolve();
}

/**
 * A route whose page is a separate chunk (common/lazy-pages.ts), loaded on first visit together
 * with the texts it needs beyond the startup ones: otherwise they would load only once the page
 * has rendered and suspended, one more round trip before it shows. A page that opens with an API
 * request starts it at once (common/page-requests.ts).
 */
function lazyPage(name: LazyPageName): Pick<RouteObject, 'path' | 'element' | 'handle'> {
  const page: LazyPage = LAZY_PAGES[name];
  const load = PAGE_MODULES[`./pages/${page.module}`];
  if (!load) throw new Error(`no page module ${page.module}`);
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadPage = () => {
    loading ??= Promise.all([load(), i18next.loadNamespaces([...(page.namespaces ?? [])])]).then(([module]) => ({
      default: module[page.component] as ComponentType,
    }));
    return loading;
  };
  const Page = lazy(loadPage);
  const findRequest = PAGE_REQUESTS[name];
  const handle: StartHandle = {
    loadPage,
    ...(findRequest && {
      prefetch: (queryClient, params, search) => prefetchPageRequest(findRequest(params, search), queryClient),
    }),
  };
  return { ...(page.path !== undefined && { path: page.path }), element: <Page />, handle };
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
        handle: {
          prefetch: (queryClient, _params, search) =>
            queryClient.prefetchQuery(apartmentsQueryOptions(rentPageQuery(parseFilters(search)).apiQuery)),
        } satisfies StartHandle,
      },
      lazyPage('sales'),
      lazyPage('lands'),
      lazyPage('cities'),
      lazyPage('city'),
      lazyPage('apartment'),
      lazyPage('about'),
      lazyPage('login'),
      lazyPage('listProperty'),
      lazyPage('contact'),
      {
        element: <RequireRole roles={OWNERS} />,
        children: [lazyPage('addProperty'), lazyPage('myProperties')],
      },
      {
        element: <RequireRole roles={SIGNED_IN} />,
        children: [lazyPage('myBookings'), lazyPage('notificationPreferences')],
      },
      { path: '*', ...lazyPage('notFound') },
    ],
  },
  // The management area has its own layout and sidebar (Dashboard, Apartments, Bookings, Exit Admin).
  {
    path: '/admin',
    element: <RequireRole roles={OWNERS} />,
    children: [
      {
        ...lazyPage('adminLayout'),
        children: [
          {
            index: true,
            ...lazyPage('adminDashboard'),
          },
          {
            path: 'apartments',
            ...lazyPage('adminApartments'),
          },
          {
            path: 'bookings',
            ...lazyPage('adminBookings'),
          },
        ],
      },
    ],
  },
  // 'Exit Admin': leave the management area for the public site.
  { path: '/disable-admin-redirect', element: <Navigate to="/" replace /> },
];

/** The page for the current URL. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(ROUTES);
  return <PageErrorBoundary pathname={pathname}>{page}</PageErrorBoundary>;
}

/**
 * Starts the first screen's chunk, texts and API request as soon as the app's code runs, side by
 * side, instead of one after the other as React renders the page: on a slow phone that request
 * and then its photos decide when the page is complete (bench/findings.md).
 */
export function prefetchStartPage(location: Pick<Location, 'pathname' | 'search'>, queryClient: QueryClient): void {
  const search = new URLSearchParams(location.search);
  for (const match of matchRoutes(ROUTES, location) ?? []) {
    const handle = match.route.handle as StartHandle | undefined;
    // A chunk that cannot load says so when its page renders (PageErrorBoundary), not here.
    handle?.loadPage?.().catch(() => {});
    void handle?.prefetch?.(queryClient, match.params, search);
  }
}
