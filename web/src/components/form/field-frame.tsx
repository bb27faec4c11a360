import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';

export interface FieldFrameProps {
  label: string;
  /** The error as text, shown under the control and linked to it. */
  errorText?: string;
  hint?: string;
  className?: string;
  /** A small, muted label: the filter bar's many controls in one row. */
  isCompact?: boolean;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/**
 * Label, control, hint and error (announced and linked with aria-describedby). Forms use Field,
 * which adds the translation of message keys; the filter bar uses this frame alone, so the first
 * screen does not load the message catalogue.
 */
export function FieldFrame({ label, errorText, hint, className, isCompact = false, children }: FieldFrameProps) {
  const id = useId();
  const describedBy = [errorText && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('grid', isCompact ? 'gap-1' : 'gap-1.5', className)}>
      <label
        htmlFor={id}
        className={isCompact ? 'text-xs font-medium text-slate-600 dark:text-slate-400' : 'text-sm font-medium'}
      >
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(errorText), 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {errorText && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorText}
        </p>
      )}
    </div>
  );
}
