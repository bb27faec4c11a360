import { BellRing, Pencil, Plus, Trash2 } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button, Spinner } from '#web/components/form/button.tsx';
import { ModalDialog } from '#web/components/form/modal-dialog.tsx';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import type { NotificationPreferenceJson } from '#common/notification-preferences.ts';
import { useDeletePreference, usePreferences, useSavePreference } from '../api/preferences.ts';
import { PreferenceForm } from './preference-form.tsx';
import { useSavedSearchSummary } from './saved-search-summary.ts';

type Editing = { preference?: NotificationPreferenceJson } | null;

/** The saved searches: create, edit, switch on and off, delete. */
export function PreferenceList() {
  const { t } = useTranslation('notifications');
  const preferences = usePreferences();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <div className="grid gap-4">
      <Button className="justify-self-start" onClick={() => setEditing({})}>
        <Plus aria-hidden className="size-4" />
        {t('preferences.add')}
      </Button>
      {preferences.isPending ? (
        <Spinner label={t('preferences.loading')} />
      ) : preferences.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700 dark:bg-red-950 dark:text-red-300">
          {t('preferences.error')}
        </p>
      ) : preferences.data.length === 0 ? (
        <div className="grid place-items-center gap-2 rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <BellRing aria-hidden className="size-10 text-slate-400" />
          <p>{t('preferences.empty')}</p>
        </div>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {preferences.data.map((preference, index) => (
            <PreferenceCard
              key={preference.id}
              preference={preference}
              number={index + 1}
              onEdit={() => setEditing({ preference })}
            />
          ))}
        </ul>
      )}
      <ModalDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.preference ? t('preferences.editTitle') : t('preferences.createTitle')}
        closeLabel={t('preferences.close')}
        wide
      >
        {editing && <PreferenceForm preference={editing.preference} onDone={() => setEditing(null)} />}
      </ModalDialog>
    </div>
  );
}

function PreferenceCard({
  preference,
  number,
  onEdit,
}: {
  preference: NotificationPreferenceJson;
  number: number;
  onEdit: () => void;
}) {
  const { t } = useTranslation('notifications');
  const save = useSavePreference();
  const remove = useDeletePreference();
  const { id, userId: _owner, createdAt: _created, updatedAt: _updated, ...body } = preference;
  const facts = useSavedSearchSummary()(preference);

  const toggle = (enabled: boolean) =>
    save.mutate(
      { id, body: { ...body, enabled } },
      {
        onError: (error) => showFailure(error, t('toast.error'), t('preferences.toggleFailed')),
      },
    );
  const onDelete = () =>
    remove.mutate(id, {
      onSuccess: () => showToast({ title: t('toast.success'), description: t('preferences.deleted') }),
      onError: (error) => showFailure(error, t('toast.error'), t('preferences.deleteFailed')),
    });

  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex items-start justify-between gap-3">
        <p className="font-medium">{facts.join(' · ')}</p>
        <Switch.Root
          checked={preference.enabled}
          onCheckedChange={toggle}
          disabled={save.isPending}
          aria-label={t('preferences.enabledNamed', { n: number })}
          className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 data-[state=checked]:bg-brand-600 dark:bg-slate-600"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px] rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-[22px]" />
        </Switch.Root>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('preferences.fields.notifyNewListings')}: {t(`preferences.modes.${preference.notifyNewListings}`)} ·{' '}
        {t('preferences.fields.notifyPriceDrops')}: {t(`preferences.modes.${preference.notifyPriceDrops}`)} ·{' '}
        {t('preferences.fields.emailFrequency')}: {t(`preferences.emailFrequencies.${preference.emailFrequency}`)}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('preferences.editNamed', { n: number })}>
          <Pencil aria-hidden className="size-4" />
          {t('preferences.edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-600"
          onClick={onDelete}
          isBusy={remove.isPending}
          aria-label={t('preferences.deleteNamed', { n: number })}
        >
          <Trash2 aria-hidden className="size-4" />
          {t('preferences.delete')}
        </Button>
      </div>
    </li>
  );
}
