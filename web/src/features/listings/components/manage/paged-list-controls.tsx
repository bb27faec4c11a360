import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { formatNumber } from '#common/format-dinar.ts';
import type { TotalCount } from '#common/listing-count.ts';
import { Button } from '#web/components/form/button.tsx';
import { useLanguage } from '#web/lib/language.ts';

/** How long typing pauses before the list asks for the new search. */
const SEARCH_DELAY_MS = 400;

/** The search of a paged owner or management list, kept in the URL (`?q=`), so a reload or "back" keeps it. */
export function useListSearch(): [string, (q: string) => void] {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const setQ = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.trim()) updated.set('q', next.trim());
        else updated.delete('q');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [q, setQ];
}

/** A search box by title (any language) or reference (DAR-000104): asks when typing pauses, or at once on Enter. */
export function ListSearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('owner');
  const id = useId();
  const [text, setText] = useState(q);
  // The URL's search changed elsewhere (a link, "back"): the box shows it, rather than bringing its old text back.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (q !== text.trim()) setText(q);
  }
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => latest.current(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q]);
  return (
    <search className="w-full sm:max-w-sm">
      <form
        className="grid gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text);
        }}
      >
        <label htmlFor={id} className="text-sm font-medium">
          {t('pagedList.search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={id}
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('pagedList.searchPlaceholder')}
            className="h-10 w-full rounded-md border border-slate-300 bg-white ps-9 pe-3 dark:border-slate-700 dark:bg-slate-950"
          />
        </div>
      </form>
    </search>
  );
}

/** "1,234 listings" (or "10,000+ listings" past the server's count cap), said to screen readers when it changes. */
export function ListCount({ total, q }: { total: TotalCount | null; q: string }) {
  const { t } = useTranslation('owner');
  const language = useLanguage();
  if (!total) return null;
  const formatted = formatNumber(total.count, language);
  return (
    <p role="status" className="text-sm font-medium text-slate-700 dark:text-slate-300">
      {total.isCapped
        ? t('pagedList.countCapped', { formatted })
        : total.count === 0 && q
          ? t('pagedList.noMatch', { q })
          : t('pagedList.count', { count: total.count, formatted })}
    </p>
  );
}

/**
 * "Load more" under a paged list. Once the next page is in, focus moves to the first new item's
 * first link or button (the `list`'s child at the old length), so a keyboard user reads on from
 * there, and is not dropped on the page when the last page takes the button away.
 */
export function LoadMoreButton({
  list,
  itemCount,
  query,
}: {
  list: RefObject<HTMLElement | null>;
  itemCount: number;
  /** The list's infinite query (TanStack Query). */
  query: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'>;
}) {
  const { t } = useTranslation('owner');
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || itemCount <= index) return;
    firstNew.current = null;
    const item = list.current?.children[index];
    item?.querySelector<HTMLElement>('a:not([tabindex="-1"]), button')?.focus();
  }, [itemCount, list]);
  return (
    <>
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          isBusy={query.isFetchingNextPage}
          onClick={() => {
            firstNew.current = itemCount;
            void query.fetchNextPage();
          }}
        >
          {t('pagedList.loadMore')}
        </Button>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-red-700 dark:text-red-300">
          {t('pagedList.loadMoreError')}
        </p>
      )}
    </>
  );
}
