import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { languageOfPath } from '#common/languages.ts';
import { readEmbeddedTexts, setupI18n } from '#web/lib/i18n.ts';
import { registerServiceWorker } from '#web/lib/offline.ts';

// The page carries its first screen's texts: they are ready before hydration, without a request.
setupI18n(languageOfPath(location.pathname), readEmbeddedTexts());

// A transition hydrates in slices that yield to the browser: on a slow phone's CPU one long task
// would block the first tap (Lighthouse's Total Blocking Time).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

// Keeps the pages a reader opens for reading offline (scripts/write-service-worker.ts).
registerServiceWorker();
