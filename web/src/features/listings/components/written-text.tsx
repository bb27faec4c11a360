import { clsx } from 'clsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { WrittenText } from '#common/languages.ts';
import { useLanguage } from '#web/lib/language.ts';

/** "Written in Kurdish": shown when the owner did not write the text in the reader's language. */
export function WrittenInNote({ written, className }: { written: WrittenText; className?: string }) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  if (!written.text || written.language === language) return null;
  return (
    <p className={clsx('text-xs text-slate-600 dark:text-slate-400', className)}>
      {t(`writtenIn.${written.language}`)}
    </p>
  );
}
