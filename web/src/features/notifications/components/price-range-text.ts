import { useTranslation } from '#web/lib/use-translation.ts';
import { formatDinar } from '#web/lib/format-dinar.ts';
import { useLanguage } from '#web/lib/language.ts';

/** "min – max", "from min" or "up to max" in dinars, or null for any price: a band's name and a search's summary. */
export function usePriceRangeText() {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  return (min: number | null | undefined, max: number | null | undefined): string | null => {
    const dinar = (n: number) => formatDinar(n, language);
    if (min != null && max != null) return t('preferences.summary.price', { min: dinar(min), max: dinar(max) });
    if (min != null) return t('preferences.summary.priceFrom', { min: dinar(min) });
    if (max != null) return t('preferences.summary.priceUpTo', { max: dinar(max) });
    return null;
  };
}
