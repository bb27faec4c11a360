import { Check, Pencil, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../../common/messages.ts';
import { parsePriceInput } from '../../../../../common/price-input.ts';
import { Button } from '../../../components/form/button.tsx';
import { INPUT_CLASS } from '../../../components/form/field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { describeError } from '../../../lib/error-text.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type ManagedApartment, useUpdatePrice } from '../api/management.ts';

/** Price suffix by kind: the spec's 'IQD per month' for long rent, per night for short stays. */
function priceSuffixKey(apartment: ManagedApartment) {
  if (apartment.listing_type !== 'rent') return 'apartments.iqd';
  return apartment.rental_type === 'short' ? 'apartments.perNight' : 'apartments.perMonth';
}

/** The price, and its inline editor (Save / Cancel); an invalid price is refused before sending. */
export function PriceCell({ apartment }: { apartment: ManagedApartment }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const update = useUpdatePrice();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const title = language === 'en' ? apartment.title_en : apartment.title_ar;

  if (draft === null) {
    return (
      <div className="flex items-center gap-2">
        <span dir="auto">
          {new Intl.NumberFormat('en-u-nu-latn').format(apartment.price)} {t(priceSuffixKey(apartment))}
        </span>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('apartments.editPrice', { title })}
          onClick={() => setDraft(String(apartment.price))}
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
    if (price === undefined || price <= 0) {
      setError(translateMessage('validPrice', language));
      return;
    }
    update.mutate(
      { id: apartment.id, price },
      {
        onSuccess: () => {
          showToast({ title: t('toast.success'), description: t('toast.priceUpdated') });
          close();
        },
        onError: (failure) =>
          showToast({
            variant: 'destructive',
            title: t('toast.error'),
            description: describeError(failure, t('toast.priceFailed')),
          }),
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
