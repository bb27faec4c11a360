import { useTranslation } from '#web/lib/use-translation.ts';

/** The tab's title for a page (React hoists <title> into <head>); screen readers announce it on navigation. */
export function PageTitle({ text }: { text?: string }) {
  const { t } = useTranslation();
  const brand = t('common:brand');
  return <title>{text ? `${text} · ${brand}` : brand}</title>;
}
