import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { AdminUserJson, AdminUserUpdate } from '#common/moderation.ts';
import { formatIraqiPhone } from '#common/phone-format.ts';
import { ROLES, type Role } from '#common/users.ts';
import { Button, Spinner } from '#web/components/form/button.tsx';
import { INPUT_CLASS } from '#web/components/form/field.tsx';
import { ModalDialog } from '#web/components/form/modal-dialog.tsx';
import { showFailure, showToast } from '#web/components/ui/toast-store.ts';
import { useAdminUsers, useChangeUser } from '../api/moderation.ts';

interface PendingChange {
  user: AdminUserJson;
  changes: AdminUserUpdate;
  question: string;
}

function displayName(user: AdminUserJson): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

/** The admins' users: search by name, e-mail or phone; role, verification and suspension, each confirmed first. */
export function UsersTable({ currentUserId }: { currentUserId: number }) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const users = useAdminUsers(q);
  const change = useChangeUser();
  const [pending, setPending] = useState<PendingChange | null>(null);

  const ask = (user: AdminUserJson, changes: AdminUserUpdate) => {
    const name = displayName(user);
    const question =
      changes.role !== undefined
        ? t('users.confirmRole', { name, role: t(`users.roles.${changes.role}`) })
        : changes.verified !== undefined
          ? t(changes.verified ? 'users.confirmVerify' : 'users.confirmUnverify', { name })
          : t(changes.suspended ? 'users.confirmSuspend' : 'users.confirmUnsuspend', { name });
    setPending({ user, changes, question });
  };

  const confirm = () => {
    if (!pending) return;
    change.mutate(
      { id: pending.user.id, changes: pending.changes },
      {
        onSuccess: () => {
          showToast({ title: t('users.saved') });
          setPending(null);
        },
        onError: (error) => {
          showFailure(error, t('users.failed'), t('users.failed'));
          setPending(null);
        },
      },
    );
  };

  return (
    <div className="grid gap-4">
      <search>
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setQ(draft.trim());
          }}
        >
          <label htmlFor="user-search" className="sr-only">
            {t('users.search')}
          </label>
          <input
            id="user-search"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('users.search')}
            maxLength={100}
            className={`${INPUT_CLASS} min-w-0 flex-1`}
          />
          <Button type="submit">{t('users.searchButton')}</Button>
        </form>
      </search>
      {users.isPending ? (
        <Spinner label={t('loading')} />
      ) : users.isError ? (
        <p role="alert">{t('users.failed')}</p>
      ) : users.data.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{t('users.empty')}</p>
      ) : (
        <table className="w-full table-fixed border-collapse text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-start dark:border-slate-700">
              <th scope="col" className="py-2 pe-2 text-start font-semibold">
                {t('users.name')}
              </th>
              <th scope="col" className="w-24 py-2 pe-2 text-start font-semibold sm:w-32">
                {t('users.role')}
              </th>
              <th scope="col" className="w-16 py-2 text-center text-xs font-semibold sm:w-24 sm:text-sm">
                {t('users.verified')}
              </th>
              <th scope="col" className="w-16 py-2 text-center text-xs font-semibold sm:w-24 sm:text-sm">
                {t('users.suspended')}
              </th>
            </tr>
          </thead>
          <tbody>
            {users.data.map((user) => {
              const isSelf = user.id === currentUserId;
              const name = displayName(user);
              return (
                <tr key={user.id} className="border-b border-slate-100 align-middle dark:border-slate-800">
                  <td className="py-2 pe-2">
                    <span className="block truncate font-medium" title={name}>
                      {name} {isSelf && <span className="text-slate-600 dark:text-slate-400">{t('users.you')}</span>}
                    </span>
                    <span
                      dir="ltr"
                      title={user.email}
                      className="block truncate text-start text-xs text-slate-600 dark:text-slate-400"
                    >
                      {user.email}
                    </span>
                    {user.phone && (
                      <span dir="ltr" className="block truncate text-start text-xs text-slate-600 dark:text-slate-400">
                        {formatIraqiPhone(user.phone)}
                      </span>
                    )}
                  </td>
                  <td className="py-2 pe-2">
                    <select
                      aria-label={`${t('users.role')}: ${name}`}
                      value={user.role}
                      disabled={isSelf}
                      onChange={(event) => ask(user, { role: event.target.value as Role })}
                      className="w-full rounded-md border border-slate-300 bg-white px-1 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900"
                    >
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`users.roles.${role}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="py-2 text-center">
                    <input
                      type="checkbox"
                      aria-label={`${t('users.verified')}: ${name}`}
                      checked={user.verified}
                      onChange={() => ask(user, { verified: !user.verified })}
                      className="size-5 accent-emerald-600"
                    />
                  </td>
                  <td className="py-2 text-center">
                    <input
                      type="checkbox"
                      aria-label={`${t('users.suspended')}: ${name}`}
                      checked={user.suspended}
                      disabled={isSelf}
                      onChange={() => ask(user, { suspended: !user.suspended })}
                      className="size-5 accent-red-600"
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {pending && (
        <ModalDialog
          open
          onOpenChange={(open) => !open && setPending(null)}
          title={displayName(pending.user)}
          closeLabel={t('close')}
        >
          <p className="mb-4">{pending.question}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setPending(null)}>
              {t('users.cancel')}
            </Button>
            <Button
              variant={pending.changes.suspended ? 'destructive' : 'primary'}
              isBusy={change.isPending}
              onClick={confirm}
            >
              {t('users.confirm')}
            </Button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}
