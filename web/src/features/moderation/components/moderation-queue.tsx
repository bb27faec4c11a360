import { formatDay } from '#common/dates.ts';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { pickText, listingTitle } from '#common/languages.ts';
import { HIDE_REASON_MAX, type ModerationItemJson, REPORT_REASONS } from '#common/moderation.ts';
import { Button, Spinner } from '#web/components/form/button.tsx';
import { Field, INPUT_CLASS } from '#web/components/form/field.tsx';
import { ModalDialog } from '#web/components/form/modal-dialog.tsx';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import { useLanguage } from '#web/lib/language.ts';
import { Link } from '#web/lib/links.tsx';
import { type ModerationAction, useDecideListing, useModerationQueue } from '../api/moderation.ts';

const STATE_CLASS = {
  visible: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  held: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  hidden: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
} as const;

const DONE_KEYS = { hide: 'reports.hidden', dismiss: 'reports.dismissed', restore: 'reports.restored' } as const;

/** The admins' queue: each reported, held or hidden listing with its reports counted by reason, and the decisions. */
export function ModerationQueue() {
  const { t } = useTranslation('admin');
  const queue = useModerationQueue();
  const decide = useDecideListing();
  const [hiding, setHiding] = useState<ModerationItemJson | null>(null);

  const run = (apartmentId: number, action: ModerationAction, reason?: string) =>
    decide.mutate(
      { apartmentId, action, reason },
      {
        onSuccess: () => {
          showToast({ title: t(DONE_KEYS[action]) });
          setHiding(null);
        },
        onError: (error) => showFailure(error, t('reports.failed'), t('reports.failed')),
      },
    );

  if (queue.isPending) return <Spinner label={t('loading')} />;
  if (queue.isError) return <p role="alert">{t('reports.failed')}</p>;
  if (queue.data.length === 0) return <p className="text-slate-600 dark:text-slate-400">{t('reports.empty')}</p>;

  return (
    <>
      <ul className="grid gap-4">
        {queue.data.map((item) => (
          <QueueItem
            key={item.apartmentId}
            item={item}
            isBusy={decide.isPending && decide.variables?.apartmentId === item.apartmentId}
            onHide={() => setHiding(item)}
            onDecide={(action) => run(item.apartmentId, action)}
          />
        ))}
      </ul>
      {hiding && (
        <HideDialog
          item={hiding}
          isBusy={decide.isPending}
          onClose={() => setHiding(null)}
          onHide={(reason) => run(hiding.apartmentId, 'hide', reason)}
        />
      )}
    </>
  );
}

function QueueItem({
  item,
  isBusy,
  onHide,
  onDecide,
}: {
  item: ModerationItemJson;
  isBusy: boolean;
  onHide: () => void;
  onDecide: (action: ModerationAction) => void;
}) {
  const { t } = useTranslation(['admin', 'listings']);
  const language = useLanguage();
  const title = pickText(language, listingTitle(item));
  const reasons = REPORT_REASONS.filter((reason) => item.counts[reason] > 0);
  const headingId = `report-${item.apartmentId}`;
  return (
    <li
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 font-semibold">
          <Link to={`/apartments/${item.apartmentId}`} className="underline-offset-4 hover:underline">
            {title}
          </Link>
        </h2>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[item.moderation]}`}>
          {t(`admin:reports.state.${item.moderation}`)}
        </span>
      </div>
      {item.openReports > 0 && (
        <p className="text-sm">
          {t('admin:reports.open', { count: item.openReports })}{' '}
          {t('admin:reports.accounts', { count: item.reporterAccounts })}
          {item.latestReportAt && (
            <span className="block text-slate-600 dark:text-slate-400">
              {t('admin:reports.latest', {
                date: formatDay(item.latestReportAt, language),
              })}
            </span>
          )}
        </p>
      )}
      {reasons.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {reasons.map((reason) => (
            <li key={reason} className="rounded-md bg-slate-100 px-2 py-1 text-sm dark:bg-slate-800">
              {t(`listings:report.reasons.${reason}`)}: <strong>{item.counts[reason]}</strong>
            </li>
          ))}
        </ul>
      )}
      {item.moderationNote && <p className="text-sm">{item.moderationNote}</p>}
      {item.notes.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{t('admin:reports.notes')}</summary>
          <ul className="mt-2 grid gap-1 ps-4">
            {item.notes.map((note, index) => (
              <li key={index} className="list-disc whitespace-pre-line break-words">
                {note}
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="flex flex-wrap gap-2">
        {item.moderation !== 'hidden' && (
          <Button size="sm" variant="destructive" disabled={isBusy} onClick={onHide}>
            {t('admin:reports.hide')}
          </Button>
        )}
        {item.openReports > 0 && (
          <Button size="sm" variant="outline" disabled={isBusy} onClick={() => onDecide('dismiss')}>
            {t('admin:reports.dismiss')}
          </Button>
        )}
        {item.moderation !== 'visible' && (
          <Button size="sm" variant="outline" disabled={isBusy} onClick={() => onDecide('restore')}>
            {t('admin:reports.restore')}
          </Button>
        )}
      </div>
    </li>
  );
}

function HideDialog({
  item,
  isBusy,
  onClose,
  onHide,
}: {
  item: ModerationItemJson;
  isBusy: boolean;
  onClose: () => void;
  onHide: (reason: string) => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [reason, setReason] = useState('');
  const isValid = reason.trim().length >= 3;
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('reports.hideTitle')}
      closeLabel={t('close')}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (isValid) onHide(reason.trim());
        }}
      >
        <p className="font-medium">{pickText(language, listingTitle(item))}</p>
        <Field label={t('reports.hideReason')}>
          {(c) => (
            <textarea
              {...c}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              rows={3}
              maxLength={HIDE_REASON_MAX}
              required
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('reports.cancel')}
          </Button>
          <Button type="submit" variant="destructive" disabled={!isValid} isBusy={isBusy}>
            {t('reports.hideConfirm')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
