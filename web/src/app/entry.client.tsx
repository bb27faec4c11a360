import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { languageOfPath } from '#common/languages.ts';
import { readEmbeddedTexts, setupI18n } from '#web/lib/i18n.ts';
import { registerServiceWorker } from '#web/lib/offline.ts';

// The page carries its first screen's texts: i18next is ready before hydration, without a request.
await setupI18n(languageOfPath(location.pathname), readEmbeddedTexts());

/**
 * Hydrates after the browser has painted the server's HTML once. When the code is already there
 * as the parser ends (a cached or fast load), the browser would otherwise run the whole hydration
 * before its first frame: on a slow phone's CPU, the page it already has stays blank that long
 * (bench/findings.md, "The first paint waited for hydration").
 */
function afterFirstPaint(work: () => void) {
  requestAnimationFrame(() => setTimeout(work, 0));
}

// A transition hydrates in slices that yield to the browser: on a slow phone's CPU one long task
// would block the first tap (Lighthouse's Total Blocking Time).
afterFirstPaint(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);

// Keeps the pages a reader opens for reading offline (scripts/write-service-worker.ts).
registerServiceWorker();
