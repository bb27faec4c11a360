import { type ChangeEvent, type ReactNode, useRef } from 'react';
import { FieldFrame } from '#web/components/form/field-frame.tsx';
import { useChoiceBeforeHydration } from '#web/lib/use-choice-before-hydration.ts';
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
  useChoiceBeforeHydration(select, String(value));
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
