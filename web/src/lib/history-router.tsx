import { type ReactNode, startTransition, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { type HistoryRouterProps, Router } from 'react-router';

type History = HistoryRouterProps['history'];

/**
 * React Router in its declarative mode, on a history object (the browser's in main.tsx, an
 * in-memory one in tests). Its data mode (createBrowserRouter) costs the first load ~56 KB of
 * script (15 KB brotli) for loaders, actions and fetchers that Dar does not use (bench/findings.md).
 *
 * A new URL renders in a transition, so a page whose chunk is still loading leaves the current
 * one on screen; a change made inside `renderUrlAtOnce` renders before it returns instead. That
 * choice per navigation is what React Router's own `unstable_HistoryRouter` lacks (transitions
 * for all or for none).
 */
export function HistoryRouter({ history, children }: { history: History; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (isAtOnce) flushSync(() => setState({ action, location }));
        else startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

let isAtOnce = false;

/**
 * Renders the URL that `navigate` sets before returning, as the data router's `flushSync` option
 * did: a filter set meanwhile (a city picked just as the typed search lands in the URL) is then
 * built on the new filters, not on the old ones, which would drop the search.
 */
export function renderUrlAtOnce(navigate: () => void): void {
  isAtOnce = true;
  try {
    navigate();
  } finally {
    isAtOnce = false;
  }
}
