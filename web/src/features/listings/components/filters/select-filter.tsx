import { type ChangeEvent, type ReactNode, useEffect, useRef } from 'react';
import { FieldFrame } from '#web/components/form/field-frame.tsx';
import { FILTER_INPUT_CLASSES } from './filter-props.ts';

interface SelectFilterProps {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** One of the filter bar's native selects (free, accessible, right to left without help). */
export function SelectFilter({ label, value, onChange, children }: SelectFilterProps) {
  const select = useRef<HTMLSelectElement>(null);
  const renderedValue = useRef(String(value));
  // A choice made on the server's page before the app took it over stays on screen (React keeps
  // it while hydrating) but went nowhere: it is sent now, as the change it was. One task each, so
  // a second select changed meanwhile builds on the first (whose change renders this one again,
  // back to its value: the choice is put back first).
  useEffect(() => {
    const element = select.current;
    const chosen = element?.value;
    if (!element || chosen === renderedValue.current) return;
    const timer = setTimeout(() => {
      element.value = chosen!;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    });
    return () => clearTimeout(timer);
  }, []);
  return (
    <FieldFrame isCompact label={label}>
      {(control) => (
        <select
          {...control}
          ref={select}
          className={FILTER_INPUT_CLASSES}
          value={value}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
