import { useFormContext } from 'react-hook-form';
import { textLanguage } from '#common/languages.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { TEXT_LANGUAGES } from '#common/listing-texts.ts';
import { Field, INPUT_CLASS } from '#web/components/form/field.tsx';
import type { ListingFormInput } from './listing-form-fields.ts';

const TEXT_FIELDS = TEXT_LANGUAGES.flatMap((language) => [`title_${language}`, `description_${language}`] as const);

/** The rule spans every text: a change to one checks the others again (a message may no longer apply). */
const othersThan = (name: (typeof TEXT_FIELDS)[number]) => ({ deps: TEXT_FIELDS.filter((field) => field !== name) });

/**
 * Title and description in Arabic, Kurdish and English, a row each: one language is enough
 * (common/listing-texts.ts), so none is marked required; each input says its language.
 */
export function TextFields() {
  const { t } = useTranslation('owner');
  const form = useFormContext<ListingFormInput>();
  const { errors } = form.formState;
  return (
    <>
      <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">{t('add.textsHint')}</p>
      {TEXT_LANGUAGES.map((language) => (
        <div key={language} className="contents">
          <Field
            label={t(`fields.title_${language}`)}
            error={errors[`title_${language}`]?.message}
            className="content-start"
          >
            {(c) => (
              <input
                {...c}
                {...form.register(`title_${language}`, othersThan(`title_${language}`))}
                {...textLanguage(language)}
                className={INPUT_CLASS}
              />
            )}
          </Field>
          <Field
            label={t(`fields.description_${language}`)}
            error={errors[`description_${language}`]?.message}
            className="content-start"
          >
            {(c) => (
              <textarea
                {...c}
                {...form.register(`description_${language}`, othersThan(`description_${language}`))}
                {...textLanguage(language)}
                rows={3}
                className={INPUT_CLASS}
              />
            )}
          </Field>
        </div>
      ))}
    </>
  );
}
