import { type ComponentType, lazy, memo, type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page whose code comes after the page's own (the owner's phone, the
 * hearts, the footer): the server's HTML shows it at once, React takes it over when its chunk
 * arrives, and the first load stays within its budget. Until then the part is kept out of the
 * page's re-renders while its props are the same (memo): handed new props before it could
 * hydrate, React drops the server's HTML of the part, so the owner's box vanished until its code
 * came whenever a scroll brought the map near (and a tap held on it went with it: early-taps.ts).
 * `fallback` shows where the part was not rendered by the server (a page reached in the browser).
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: ReactNode = null) {
  const Part = lazy(async () => ({ default: await load() }));
  return memo(function LazyPart(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  });
}
