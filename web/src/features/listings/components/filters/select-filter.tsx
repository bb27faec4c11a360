import type { ChangeEvent, ReactNode } from 'react';
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
  return (
    <FieldFrame isCompact label={label}>
      {(control) => (
        <select
          {...control}
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
