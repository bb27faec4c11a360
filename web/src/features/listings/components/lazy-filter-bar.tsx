import { lazy, Suspense } from 'react';
import type { FilterBarProps } from './filter-bar.tsx';

const FilterBarCode = lazy(() => import('./filter-bar.tsx').then((m) => ({ default: m.FilterBar })));

/**
 * The filter bar, hydrated when its code arrives: the server renders it, React keeps that HTML
 * and hydrates the rest of the page without waiting (a click on it meanwhile is replayed), so the
 * first load does not carry the filters' code. After a client-side navigation the same height is
 * held while the code loads, so nothing below jumps.
 */
export function LazyFilterBar(props: FilterBarProps) {
  return (
    <Suspense
      fallback={<div aria-hidden className="min-h-36 rounded-xl border border-slate-200 dark:border-slate-800" />}
    >
      <FilterBarCode {...props} />
    </Suspense>
  );
}
