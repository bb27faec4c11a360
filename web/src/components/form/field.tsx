import { translateMessage } from '#common/messages.ts';
import { useLanguage } from '#web/lib/language.ts';
import { FieldFrame, type FieldFrameProps } from './field-frame.tsx';

export const INPUT_CLASS =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

/** A zod message key from common/messages.ts (or a server text) in the current language. */
export function useMessageText() {
  const language = useLanguage();
  return (message: string | undefined) => (message ? translateMessage(message, language) : undefined);
}

interface FieldProps extends Omit<FieldFrameProps, 'errorText'> {
  /** A message key of common/messages.ts (a schema's message) or a text from the server. */
  error?: string;
}

/** A form's field: label, control, hint, and its error in the reader's language. */
export function Field({ error, ...frame }: FieldProps) {
  return <FieldFrame errorText={useMessageText()(error)} {...frame} />;
}
