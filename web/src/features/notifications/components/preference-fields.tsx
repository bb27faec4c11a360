import { useFormContext } from 'react-hook-form';
import { Field, INPUT_CLASS } from '#web/components/form/field.tsx';
import type { PreferenceFormValues } from './preference-form-values.ts';

type SelectName = Exclude<keyof PreferenceFormValues, 'enabled' | 'more' | 'bbox'>;

interface PreferenceSelectProps {
  name: SelectName;
  label: string;
  /** The first option, "any" (''), when the field may be left open. */
  anyLabel?: string;
  options: readonly (readonly [value: string, label: string])[];
  className?: string;
}

/** One of the saved search's selects, bound to the form. */
export function PreferenceSelect({ name, label, anyLabel, options, className }: PreferenceSelectProps) {
  const form = useFormContext<PreferenceFormValues>();
  return (
    <Field label={label} error={form.formState.errors[name]?.message} className={className}>
      {(c) => (
        <select {...c} {...form.register(name)} className={INPUT_CLASS}>
          {anyLabel !== undefined && <option value="">{anyLabel}</option>}
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A price typed as people type it (separators, Arabic-Indic digits); anything else is refused with `invalidText`. */
export function PreferencePrice({
  name,
  label,
  isValid,
  invalidText,
}: {
  name: 'minPrice' | 'maxPrice';
  label: string;
  isValid: (text: string) => boolean;
  invalidText: string;
}) {
  const form = useFormContext<PreferenceFormValues>();
  return (
    <Field label={label} error={form.formState.errors[name]?.message}>
      {(c) => (
        <input
          {...c}
          {...form.register(name, { validate: (value) => isValid(value) || invalidText })}
          inputMode="numeric"
          dir="ltr"
          className={INPUT_CLASS}
        />
      )}
    </Field>
  );
}
