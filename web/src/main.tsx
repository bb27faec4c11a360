import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// From react-router/dom: the DOM build, which can honour a navigation's flushSync option.
import { RouterProvider } from 'react-router/dom';
import { createRouter, prefetchStartPage } from './app/router.tsx';
import { ToastHost } from './components/ui/toast-host.tsx';
import { sessionQueryOptions } from './features/auth/api/session.ts';
import { SessionWatcher } from './features/auth/components/session-watcher.tsx';
import { setupI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { ThemeProvider } from './lib/theme.tsx';
import './styles.css';

// Texts, the page's chunk, its API request and the session check (the header's) all start now
// and load side by side.
const texts = setupI18n();
const queryClient = createQueryClient();
const router = createRouter();
prefetchStartPage(router, queryClient);
void queryClient.prefetchQuery(sessionQueryOptions());
await texts;

const root = createRoot(document.getElementById('root') as HTMLElement);
// A transition renders in slices that yield to the browser: on a slow phone's CPU the first
// render of a list page was one 300 ms task (Lighthouse's Total Blocking Time).
startTransition(() =>
  root.render(
    <StrictMode>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <SessionWatcher />
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
          <ToastHost />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  ),
);
