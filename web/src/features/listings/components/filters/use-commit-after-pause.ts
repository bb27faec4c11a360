import { useEffect, useRef } from 'react';

/**
 * Runs `commit` once `draft` has rested for `delayMs` while `isPending` (typing, dragging): the
 * URL, and the request behind it, follow the pause, not every keystroke. `commit` is read when
 * the pause ends, so it sees the filters as they are then.
 */
export function useCommitAfterPause(draft: unknown, isPending: boolean, commit: () => void, delayMs: number) {
  const latest = useRef(commit);
  latest.current = commit;
  useEffect(() => {
    if (!isPending) return;
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [draft, isPending, delayMs]);
}
