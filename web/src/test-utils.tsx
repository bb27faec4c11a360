import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Language } from '../../common/languages.ts';
import { setupI18n, switchLanguage } from './lib/i18n.ts';
import { ThemeProvider } from './lib/theme.tsx';

let isI18nReady = false;

/** i18next is one instance per test file: set it up once, then only switch languages. */
export async function setTestLanguage(language: Language) {
  if (!isI18nReady) {
    await setupI18n(language);
    isI18nReady = true;
  } else {
    await switchLanguage(language);
  }
}

/** Renders inside the app's providers, at `path` of an in-memory router. */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return {
    router,
    ...render(
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>,
    ),
  };
}
