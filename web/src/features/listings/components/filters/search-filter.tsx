import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { FieldFrame } from '#web/components/form/field-frame.tsx';
import { FILTER_INPUT_CLASSES, type FilterProps } from './filter-props.ts';
import { useCommitAfterPause } from './use-commit-after-pause.ts';

const TYPING_DELAY_MS = 350;

/** The search box: the text goes to the URL once typing pauses, replacing the history entry. */
export function SearchFilter({ filters, onChange }: FilterProps) {
  const { t } = useTranslation('listings');
  const [text, setText] = useState(filters.q ?? '');
  // Back/forward or a reset changes the URL: the box follows.
  useEffect(() => setText(filters.q ?? ''), [filters.q]);
  // The page is rendered on the server: on a slow phone a reader may type before it hydrates, and
  // React would put the empty state back. What the box holds then wins.
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typedEarly = box.current?.value;
    if (typedEarly) setText(typedEarly);
  }, []);
  const typed = text.trim();
  useCommitAfterPause(
    typed,
    typed !== (filters.q ?? ''),
    () => onChange({ ...filters, q: typed || undefined }, { replace: true }),
    TYPING_DELAY_MS,
  );
  return (
    <FieldFrame isCompact label={t('filters.search')} className="col-span-2 max-sm:col-span-1">
      {(control) => (
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute start-2.5 top-2.5 size-4 text-slate-400" />
          <input
            {...control}
            ref={box}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('filters.searchPlaceholder')}
            className={`${FILTER_INPUT_CLASSES} ps-8`}
            maxLength={100}
          />
        </div>
      )}
    </FieldFrame>
  );
}
