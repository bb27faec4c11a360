import type { Language } from './languages.ts';
import type { MessageKey } from './messages.ts';

/**
 * A listing's title and description, in the owner's languages (issue 21). The rule, the one copy
 * for the add form, `POST /api/apartments` and the full edit (on the listing after merging):
 * - A listing must be readable: at least one language has both a title (at least 5 characters)
 *   and a description (at least 20).
 * - The other texts are optional, each on its own ('' or only spaces is not written): an owner may
 *   add an English title to an Arabic listing without translating the description.
 * - A text that is written but too short is an error with the spec's message, in every language.
 * - While no language is complete, the missing half of each started language is asked for next to
 *   its field; when nothing is written at all, one message says so at the Arabic title (the form's
 *   first text field).
 */
export const TEXT_LANGUAGES = ['ar', 'ku', 'en'] as const satisfies readonly Language[];
export const TITLE_MIN = 5;
export const DESCRIPTION_MIN = 20;

export type ListingTextField = `title_${Language}` | `description_${Language}`;
/** Values as a request or form holds them: anything that is not a string counts as not written. */
export type ListingTexts = Partial<Record<ListingTextField, unknown>>;
export interface ListingTextIssue {
  field: ListingTextField;
  message: MessageKey;
}

/** The spec's messages: the Arabic fields have their own, the others the plain one. */
const MESSAGES: Record<Language, { title: MessageKey; description: MessageKey }> = {
  ar: { title: 'titleArMin', description: 'descriptionArMin' },
  ku: { title: 'titleMin', description: 'descriptionMin' },
  en: { title: 'titleMin', description: 'descriptionMin' },
};

function written(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The texts written but too short, each on its own: what an edit of some texts can be told at once. */
export function textLengthIssues(texts: ListingTexts): ListingTextIssue[] {
  const issues: ListingTextIssue[] = [];
  for (const language of TEXT_LANGUAGES) {
    const title = written(texts[`title_${language}`]);
    const description = written(texts[`description_${language}`]);
    if (title && title.length < TITLE_MIN)
      issues.push({ field: `title_${language}`, message: MESSAGES[language].title });
    if (description && description.length < DESCRIPTION_MIN)
      issues.push({ field: `description_${language}`, message: MESSAGES[language].description });
  }
  return issues;
}

/** What is wrong with a listing's texts under the rule above; none when it may be saved. */
export function listingTextIssues(texts: ListingTexts): ListingTextIssue[] {
  const issues = textLengthIssues(texts);
  const started = TEXT_LANGUAGES.filter(
    (language) => written(texts[`title_${language}`]) || written(texts[`description_${language}`]),
  );
  const isComplete = TEXT_LANGUAGES.some(
    (language) =>
      written(texts[`title_${language}`]).length >= TITLE_MIN &&
      written(texts[`description_${language}`]).length >= DESCRIPTION_MIN,
  );
  if (isComplete) return issues;
  if (started.length === 0) return [{ field: 'title_ar', message: 'textInOneLanguage' }];
  for (const language of started) {
    if (!written(texts[`title_${language}`]))
      issues.push({ field: `title_${language}`, message: MESSAGES[language].title });
    if (!written(texts[`description_${language}`]))
      issues.push({ field: `description_${language}`, message: MESSAGES[language].description });
  }
  return issues;
}
