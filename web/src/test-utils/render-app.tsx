import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import type { Language } from '#common/languages.ts';
import { Toaster } from '../components/ui/toast.tsx';
import { SessionWatcher } from '../features/auth/components/session-watcher.tsx';
import { getTranslator, switchLanguage } from '../lib/i18n.ts';
import { ThemeProvider } from '../lib/theme.tsx';

export { APARTMENT, BOOKING, USERS } from './fixtures.ts';
export { type MockAnswer, type MockRequest, mockApi } from './mock-api.ts';

/** Every locale namespace: tests render screens at once, without waiting for their texts. */
const NAMESPACES = Object.keys(import.meta.glob('../locales/en/*.json')).map((path) =>
  path.replace(/^.*\/(.+)\.json$/, '$1'),
);

/** The translator is one per test file: set it up once, then only switch languages; every namespace loaded. */
export async function setTestLanguage(language: Language = 'en') {
  await switchLanguage(language);
  await getTranslator().loadNamespaces(NAMESPACES);
}

/** The router's place, read like a history: `location`, and `go` to move through it. */
function historyOf(router: ReturnType<typeof createMemoryRouter>) {
  return {
    get location() {
      return router.state.location;
    },
    go: (delta: number) => void router.navigate(delta),
  };
}

/** Renders one element inside the app's providers, at `path` of an in-memory router. */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return {
    history: historyOf(router),
    ...render(
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>,
    ),
  };
}

/** Renders a route table as the app does (session watcher, toaster), at `path` of an in-memory router. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <SessionWatcher />
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, history: historyOf(router), router, queryClient };
}
