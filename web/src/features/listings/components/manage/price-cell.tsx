import { Check, Pencil, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { translateMessage } from '#common/messages.ts';
import { parsePriceInput } from '#common/price-input.ts';
import { Button } from '#web/components/form/button.tsx';
import { INPUT_CLASS } from '#web/components/form/field.tsx';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import { formatNumber } from '#web/lib/format-dinar.ts';
import { useLanguage } from '#web/lib/language.ts';
import { pickText, listingTitle } from '#common/languages.ts';
import type { ListingJson } from '#common/listing-schemas.ts';
import { pricePeriod } from '#common/listings.ts';
import { useUpdatePrice } from '../../api/manage-listings.ts';

/** Price suffix by period: the spec's 'IQD per month' for long rent, per night for short stays. */
const SUFFIX_KEYS = { night: 'apartments.perNight', month: 'apartments.perMonth', none: 'apartments.iqd' } as const;

/** The price, and its inline editor (Save / Cancel); an invalid price is refused before sending. */
export function PriceCell({ listing }: { listing: ListingJson }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const update = useUpdatePrice();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const title = pickText(language, listingTitle(listing));

  if (draft === null) {
    return (
      <div className="flex items-center gap-2">
        <span dir="auto">
          {formatNumber(listing.price, language)} {t(SUFFIX_KEYS[pricePeriod(listing) ?? 'none'])}
        </span>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('apartments.editPrice', { title })}
          onClick={() => setDraft(String(listing.price))}
        >
          <Pencil aria-hidden className="size-4" />
        </Button>
      </div>
    );
  }

  const close = () => {
    setDraft(null);
    setError(null);
  };
  const save = () => {
    const price = parsePriceInput(draft);
    if (typeof price !== 'number' || price <= 0) {
      setError(translateMessage('validPrice', language));
      return;
    }
    update.mutate(
      { id: listing.id, price },
      {
        onSuccess: () => {
          showToast({ title: t('toast.success'), description: t('toast.priceUpdated') });
          close();
        },
        onError: (failure) => showFailure(failure, t('toast.error'), t('toast.priceFailed')),
      },
    );
  };

  return (
    <form
      className="grid gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="flex items-center gap-1">
        <label htmlFor={id} className="sr-only">
          {t('apartments.newPrice', { title })}
        </label>
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && close()}
          inputMode="numeric"
          dir="ltr"
          ref={(input) => input?.focus()}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${INPUT_CLASS} w-36 py-1`}
        />
        <Button type="submit" size="sm" isBusy={update.isPending}>
          <Check aria-hidden className="size-4" />
          {t('apartments.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={close}>
          <X aria-hidden className="size-4" />
          {t('apartments.cancel')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
