import { QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
import {
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
} from 'react-router';
import { isRtl, LANGUAGE_TAGS, languageOfPath } from '#common/languages.ts';
import { ToastHost } from '#web/components/ui/toast-host.tsx';
import { authKeys } from '#web/features/auth/api/query-keys.ts';
import { SessionWatcher } from '#web/features/auth/components/session-watcher.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { markPageLive } from '#web/lib/early-taps.ts';
import { THEME_BOOT_SCRIPT, ThemeProvider } from '#web/lib/theme.tsx';
import { PageErrorScreen } from './layout/page-error-screen.tsx';
import { pageServicesContext } from './page-services.ts';
import stylesHref from '#web/styles.css?url';

/** Who is signed in, known to the server from the cookie: the header renders right at once. */
export function loader({ context }: LoaderFunctionArgs) {
  const { user, origin } = context.get(pageServicesContext);
  return { user, origin };
}

/** After the first page the browser keeps the session itself (TanStack Query, features/auth). */
export function shouldRevalidate() {
  return false;
}

/** The document: its language and direction come from the URL (Arabic `/…`, English `/en/…`, Kurdish `/ku/…`). */
export function Layout({ children }: { children: ReactNode }) {
  const language = languageOfPath(useLocation().pathname);
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  // React has taken the server's page over, whichever page it is (an error page too): from here its
  // buttons answer a tap, and the taps held until now go through. The browser suite waits for this.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    markPageLive();
  }, []);
  return (
    // THEME_BOOT_SCRIPT applies the saved theme before the first paint; the class differs from the server's then.
    <html lang={LANGUAGE_TAGS[language]} dir={dir} className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* A constant of ours, allowed by its hash (server/plugins/web-app.ts). */}
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        {/*
          With a precedence, React puts the stylesheet before what it hoists into the head: the
          first paint's one render-blocking request goes first on a phone's six connections (the
          app's code waits for the first photo: app-code.server.ts).
        */}
        <link rel="stylesheet" href={stylesHref} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        <Direction.Provider dir={dir}>{children}</Direction.Provider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { user } = useLoaderData<typeof loader>();
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    client.setQueryData(authKeys.session, user);
    return client;
  });
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <SessionWatcher />
        <Outlet />
        <ToastHost />
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/** A failure of the shell itself (its own code could not run): the pages' error screen, alone. */
export function ErrorBoundary() {
  return <PageErrorScreen />;
}
