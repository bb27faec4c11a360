import { useTranslation } from '#web/lib/use-translation.ts';
import type { ListingCardJson } from '#common/listing-schemas.ts';
import { listingCreditPlan, pricePeriod } from '#common/listings.ts';
import { formatDinar } from '#web/lib/format-dinar.ts';
import { useLanguage } from '#web/lib/language.ts';

type Priced = Pick<
  ListingCardJson,
  'price' | 'listing_type' | 'rental_type' | 'payment_type' | 'down_payment_percentage' | 'payment_years'
>;

/** The price with its period ('per night', 'per month'), and for a credit sale the plan beneath it. */
export function ListingPrice({ listing, size = 'card' }: { listing: Priced; size?: 'card' | 'detail' }) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const period = pricePeriod(listing);
  const plan = listingCreditPlan(listing);
  const isDetail = size === 'detail';
  return (
    <div className="space-y-2">
      <p className={`font-bold text-brand-700 dark:text-brand-500 ${isDetail ? 'text-2xl' : 'text-lg'}`}>
        {formatDinar(listing.price, language)}
        {period && (
          <span className="ms-1 text-sm font-normal text-slate-600 dark:text-slate-400">{t(`card.per.${period}`)}</span>
        )}
      </p>
      {plan && (
        <dl
          className={`grid grid-cols-2 gap-x-2 gap-y-0.5 rounded-md bg-brand-50 p-2 dark:bg-brand-800/20 ${isDetail ? 'text-sm' : 'text-xs'}`}
        >
          <dt className="text-slate-600 dark:text-slate-400">
            {t('card.downPayment', { percentage: plan.percentage })}
          </dt>
          <dd className="text-end font-medium">{formatDinar(plan.downPayment, language)}</dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('card.monthlyPayment')}</dt>
          <dd className="text-end font-medium">{formatDinar(plan.monthlyPayment, language)}</dd>
          <dd className="col-span-2 mt-1 text-slate-600 dark:text-slate-400">
            {t('card.plan', { count: plan.years })}
          </dd>
        </dl>
      )}
    </div>
  );
}
