import { type RefObject, useEffect, useRef } from 'react';

/**
 * A native select changed on the server's page before the app took it over keeps showing the
 * choice (React leaves it while hydrating), but nothing heard it. This sends it once hydrated, as
 * the change event it was. One task each, so a second select changed meanwhile builds on the
 * first; that first change renders the others again, back to their values, so the choice is put
 * back before its event.
 */
export function useChoiceBeforeHydration(select: RefObject<HTMLSelectElement | null>, value: string): void {
  const renderedValue = useRef(value);
  useEffect(() => {
    const element = select.current;
    const chosen = element?.value;
    if (!element || chosen === undefined || chosen === renderedValue.current) return;
    const timer = setTimeout(() => {
      element.value = chosen;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    });
    return () => clearTimeout(timer);
  }, [select]);
}
