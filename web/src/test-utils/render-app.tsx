import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { type ReactNode, Suspense } from 'react';
import { type RouteObject, UNSAFE_createMemoryHistory, useRoutes } from 'react-router';
import { vi } from 'vitest';
import type { Language } from '../../../common/languages.ts';
import { HistoryRouter } from '../lib/history-router.tsx';
import { Toaster } from '../components/ui/toast.tsx';
import { SessionWatcher } from '../features/auth/components/session-watcher.tsx';
import { setupI18n } from '../lib/i18n.ts';
import { ThemeProvider } from '../lib/theme.tsx';

export interface MockAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MockRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

type Handler = (request: MockRequest) => MockAnswer | Promise<MockAnswer>;

/**
 * Replaces fetch with a table of `"METHOD /path"` handlers (the query string is not part of
 * the key); an unknown call fails the test loudly with a 599.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const request = { method, path: url.pathname, url, body };
    calls.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler
      ? await handler(request)
      : { status: 599, body: { message: `unmocked ${method} ${url.pathname}` } };
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? null), {
      status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Every locale namespace: tests render screens at once, without waiting for their texts. */
const NAMESPACES = Object.keys(import.meta.glob('../locales/en/*.json')).map((path) =>
  path.replace(/^.*\/(.+)\.json$/, '$1'),
);

/** i18next is one instance per test file: set it up once with all texts, then only switch languages. */
export async function setTestLanguage(language: Language = 'en') {
  if (!i18next.isInitialized) await setupI18n(language);
  else await i18next.changeLanguage(language);
  await i18next.loadNamespaces(NAMESPACES);
}

/** The router on an in-memory history at `path`; tests read and move it through `history`. */
function memoryHistory(path: string) {
  return UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders one element inside the app's providers, at `path` of an in-memory router. */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const history = memoryHistory(path);
  return {
    history,
    ...render(
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <HistoryRouter history={history}>{ui}</HistoryRouter>
        </QueryClientProvider>
      </ThemeProvider>,
    ),
  };
}

export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const history = memoryHistory(initialPath);
  const view = render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <SessionWatcher />
        <HistoryRouter history={history}>
          <Suspense fallback={null}>
            <RouteTable routes={routes} />
          </Suspense>
        </HistoryRouter>
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, history, queryClient };
}

export const USERS = {
  renter: user(1, 'renter'),
  owner: user(2, 'owner'),
  admin: user(3, 'admin'),
};

function user(id: number, role: 'admin' | 'owner' | 'renter') {
  return {
    id,
    email: `${role}@example.iq`,
    firstName: role,
    lastName: 'Test',
    profileImageUrl: null,
    role,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** A listing as the API answers it. */
export const APARTMENT = {
  id: 7,
  title_en: 'Sunny flat in Karrada',
  title_ar: 'شقة مشمسة في الكرادة',
  description_en: 'Three rooms near the river, newly painted.',
  description_ar: 'ثلاث غرف قرب النهر، مطلية حديثًا.',
  price: 1_500_000,
  listing_type: 'rent',
  rental_type: 'long',
  payment_type: 'full',
  down_payment_percentage: 20,
  payment_years: 10,
  location_en: 'Karrada, Baghdad',
  location_ar: 'الكرادة، بغداد',
  bedrooms: 3,
  bathrooms: 2,
  area: 140,
  amenities: [],
  images: [],
  available: false,
  ownerId: 2,
  latitude: null,
  longitude: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
