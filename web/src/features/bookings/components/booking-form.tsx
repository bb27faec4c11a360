import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import {
  addDays,
  type BookingKind,
  MAX_DAYS_AHEAD,
  MAX_NIGHTS,
  MESSAGE_MAX,
  type NewBooking,
  newBookingSchema,
  newStayBookingSchema,
  nightsBetween,
  todayInBaghdad,
} from '#common/bookings.ts';
import { formatIraqiPhone } from '#common/phone-format.ts';
import type { PublicUserJson } from '#common/users.ts';
import { showToast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { Field, INPUT_CLASS, useMessageText } from '#web/components/form/field.tsx';
import { useCreateBooking } from '../api/create-booking.ts';
import { LAZY_PART_ELEMENT } from '#web/lib/early-taps.ts';

type BookingFields = NewBooking;
const FIELD_NAMES = ['name', 'email', 'phone', 'check_in', 'check_out', 'message'] as const;
type FieldName = (typeof FIELD_NAMES)[number];

function isFieldName(name: string): name is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(name);
}

interface BookingFormProps {
  apartmentId: number;
  user: Pick<PublicUserJson, 'firstName' | 'lastName' | 'email'> & Partial<Pick<PublicUserJson, 'phone'>>;
  /**
   * 'booking' (a short-term rental: check-in, check-out, nights) or 'viewing' (any other listing:
   * a request to view it, with an optional preferred day and a message). bookingKindFor(listing).
   */
  kind?: BookingKind;
}

/** The request form of a listing: the spec's booking of nights, or a viewing request / enquiry. */
export function BookingForm({ apartmentId, user, kind = 'booking' }: BookingFormProps) {
  const { t } = useTranslation('booking');
  const isViewing = kind === 'viewing';
  const today = todayInBaghdad();
  const createBooking = useCreateBooking();
  const defaults: BookingFields = {
    apartment_id: apartmentId,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    email: user.email,
    // The number the user keeps on their account, as Iraqis read it (the schema stores E.164 again).
    phone: user.phone ? formatIraqiPhone(user.phone) : '',
    check_in: '',
    check_out: '',
    message: '',
  };
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = useForm<BookingFields>({
    // The server applies the same schema, and asks a short-term rental for both dates as the form does.
    resolver: zodResolver(isViewing ? newBookingSchema : newStayBookingSchema),
    defaultValues: defaults,
  });
  const checkIn = watch('check_in');
  const checkOut = watch('check_out');
  const nights = checkIn && checkOut && checkOut > checkIn ? nightsBetween(checkIn, checkOut) : 0;

  const onSubmit = handleSubmit((booking) =>
    createBooking.mutate(
      { ...booking, status: 'pending' },
      {
        onSuccess: () => {
          showToast(
            isViewing
              ? { title: t('toast.viewingTitle'), description: t('toast.viewingText') }
              : { title: t('toast.successTitle'), description: t('toast.successText') },
          );
          reset(defaults);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            showToast({ title: t('toast.authTitle'), description: t('toast.authText'), variant: 'destructive' });
            return;
          }
          if (error instanceof ApiError) {
            for (const [name, message] of Object.entries(error.fields)) {
              if (isFieldName(name)) setError(name, { message });
            }
          }
          showToast({
            title: t('toast.errorTitle'),
            description: error instanceof ApiError ? error.message : t('toast.errorText'),
            variant: 'destructive',
          });
        },
      },
    ),
  );

  const messageText = useMessageText();
  // The form's own wording where it has one, otherwise the shared message of common/messages.ts.
  const message = (name: FieldName) => {
    const key = errors[name]?.message;
    return key ? t(`errors.${key}`, { defaultValue: messageText(key) }) : undefined;
  };
  const submitLabel = isViewing ? t('viewing.submit') : t('form.submit');

  // A stay's first night, or a viewing's preferred day: the same field under another name.
  const checkInField = (
    <Field label={isViewing ? t('viewing.preferredDate') : t('form.checkIn')} error={message('check_in')}>
      {(props) => (
        <input
          {...props}
          {...register('check_in')}
          type="date"
          min={today}
          max={addDays(today, MAX_DAYS_AHEAD)}
          className={INPUT_CLASS}
        />
      )}
    </Field>
  );

  return (
    <form
      {...LAZY_PART_ELEMENT}
      onSubmit={onSubmit}
      noValidate
      className="space-y-3"
      aria-label={isViewing ? t('viewing.title') : t('form.title')}
    >
      {isViewing && <p className="text-sm text-slate-600 dark:text-slate-400">{t('viewing.intro')}</p>}
      <Field label={t('form.name')} error={message('name')}>
        {(props) => <input {...props} {...register('name')} autoComplete="name" className={INPUT_CLASS} />}
      </Field>
      <Field label={t('form.phone')} error={message('phone')}>
        {(props) => (
          <input
            {...props}
            {...register('phone')}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            placeholder="07xx xxx xxxx"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field label={t('form.email')} error={message('email')}>
        {(props) => (
          <input
            {...props}
            {...register('email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      {isViewing ? (
        checkInField
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3">
            {checkInField}
            <Field label={t('form.checkOut')} error={message('check_out')}>
              {(props) => (
                <input
                  {...props}
                  {...register('check_out')}
                  type="date"
                  min={addDays(checkIn || today, 1)}
                  max={checkIn ? addDays(checkIn, MAX_NIGHTS) : undefined}
                  className={INPUT_CLASS}
                />
              )}
            </Field>
          </div>
          {nights > 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('form.nights', { count: nights })}</p>
          )}
        </>
      )}
      <Field label={isViewing ? t('viewing.message') : t('form.message')} error={message('message')}>
        {(props) => (
          <textarea
            {...props}
            {...register('message')}
            rows={isViewing ? 4 : 2}
            maxLength={MESSAGE_MAX}
            placeholder={isViewing ? t('viewing.messagePlaceholder') : undefined}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <button
        type="submit"
        disabled={createBooking.isPending}
        className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-medium text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {createBooking.isPending ? t('form.submitting') : submitLabel}
      </button>
    </form>
  );
}
