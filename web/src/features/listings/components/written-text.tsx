import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { isRtl, LANGUAGE_TAGS, type Language, pickWritten, type Texts, type WrittenText } from '#common/languages.ts';
import { useLanguage } from '#web/lib/language.ts';

/** A listing's text as a reader of `language` sees it (common/languages.ts reading order); '' if none is written. */
export function pickListingText(language: Language, texts: Texts): WrittenText {
  return pickWritten(language, texts) ?? { text: '', language };
}

/** The attributes of an element holding text in `language`: screen readers pronounce it right, bidi orders it. */
export function textLanguage(language: Language) {
  return { lang: LANGUAGE_TAGS[language], dir: isRtl(language) ? 'rtl' : 'ltr' } as const;
}

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
