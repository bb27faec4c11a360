import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../common/languages.ts';
import { translateMessage } from '../../../../common/messages.ts';

export const INPUT_CLASS =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

/** A zod message key from common/messages.ts (or a server text) in the current language. */
export function useMessageText() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  return (message: string | undefined) => (message ? translateMessage(message, language) : undefined);
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** Renders the control with the ids that tie it to its label and error. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control and the error under it (announced and linked with aria-describedby). */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const text = useMessageText()(error);
  const describedBy = [text && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(text), 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {text && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {text}
        </p>
      )}
    </div>
  );
}
