import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { z } from 'zod';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportBody, reportBodySchema } from '#common/moderation.ts';
import { Button } from '#web/components/form/button.tsx';
import { Field, INPUT_CLASS, useMessageText } from '#web/components/form/field.tsx';
import { ModalDialog } from '#web/components/form/modal-dialog.tsx';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { fieldErrors } from '#web/lib/error-text.ts';
import { useReportListing } from '../api/moderation.ts';

interface ReportListingDialogProps {
  apartmentId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Report this listing": a reason, an optional note; visitors too (the server limits how often). */
export function ReportListingDialog({ apartmentId, open, onOpenChange }: ReportListingDialogProps) {
  const { t } = useTranslation('listings');
  const messageText = useMessageText();
  const report = useReportListing(apartmentId);
  const form = useForm<ReportBody, unknown, z.output<typeof reportBodySchema>>({
    resolver: zodResolver(reportBodySchema),
    defaultValues: { note: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    report.mutate(body, {
      onSuccess: () => {
        showToast({ title: t('report.sentTitle'), description: t('report.sentText') });
        form.reset({ note: '' });
        onOpenChange(false);
      },
      onError: (error) => {
        // A report of theirs is already open: nothing is lost, the dialog closes.
        if (error instanceof ApiError && error.status === 409) {
          showToast({ title: t('report.sentTitle'), description: t('report.already') });
          onOpenChange(false);
          return;
        }
        for (const [name, message] of fieldErrors(error)) form.setError(name as keyof ReportBody, { message });
        showFailure(error, t('report.failed'), t('report.failed'));
      },
    }),
  );

  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={t('report.title')} closeLabel={t('report.close')}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('report.intro')}</p>
        <fieldset
          className="grid gap-2"
          aria-describedby={errors.reason ? 'report-reason-error' : undefined}
          aria-invalid={Boolean(errors.reason)}
        >
          <legend className="mb-1 text-sm font-medium">{t('report.reason')}</legend>
          {REPORT_REASONS.map((reason) => (
            <label
              key={reason}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:bg-slate-800"
            >
              <input type="radio" value={reason} {...form.register('reason')} className="size-4 accent-brand-700" />
              <span>{t(`report.reasons.${reason}`)}</span>
            </label>
          ))}
          {errors.reason && (
            <p id="report-reason-error" role="alert" className="text-sm text-red-600 dark:text-red-400">
              {messageText(errors.reason.message)}
            </p>
          )}
        </fieldset>
        <Field label={t('report.note')} hint={t('report.noteHint')} error={errors.note?.message}>
          {(c) => (
            <textarea {...c} {...form.register('note')} rows={3} maxLength={REPORT_NOTE_MAX} className={INPUT_CLASS} />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" variant="destructive" isBusy={report.isPending}>
            {t('report.send')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
