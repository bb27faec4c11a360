import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router';
import { HistoryRouter } from './lib/history-router.tsx';
import { AppRoutes, prefetchStartPage } from './app/router.tsx';
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
// v5Compat: the router hears its own navigations too, not only Back and Forward.
const history = UNSAFE_createBrowserHistory({ v5Compat: true });
prefetchStartPage(history.location, queryClient);
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
          <HistoryRouter history={history}>
            <Suspense fallback={null}>
              <AppRoutes />
            </Suspense>
          </HistoryRouter>
          <ToastHost />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  ),
);
