import type { EntryContext } from 'react-router';

/** What a route module says of its page in its `handle` export. */
export interface PageHandle {
  /** Locale namespaces the page reads beyond the startup ones: they ride in its first screen. */
  i18n?: readonly string[];
}

/** The namespaces the matched routes of a server render ask for. */
export function pageNamespaces(context: EntryContext): string[] {
  return context.staticHandlerContext.matches.flatMap(
    (match) => (context.routeModules[match.route.id]?.handle as PageHandle | undefined)?.i18n ?? [],
  );
}
