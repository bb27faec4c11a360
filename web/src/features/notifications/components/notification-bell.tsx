import './bell.css';
import { clsx } from 'clsx';
import {
  Bell,
  Check,
  Crown,
  CreditCard,
  House,
  Info,
  LandPlot,
  type LucideIcon,
  TreePalm,
  Trash2,
  TrendingDown,
} from 'lucide-react';
import { Popover } from 'radix-ui';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PhoneLinks } from '#web/components/ui/phone-links.tsx';
import { Link } from '#web/lib/links.tsx';
import { Spinner } from '#web/components/form/button.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import type { NotificationJson, Urgency } from '#common/notifications.ts';
import { useDeleteNotification, useMarkRead, useNotifications } from '../api/notifications.ts';
import { type NotificationKind, notificationStyle } from '../notification-style.ts';

const KIND_ICONS: Record<NotificationKind, LucideIcon> = {
  priceDrop: TrendingDown,
  premium: Crown,
  land: LandPlot,
  vacation: TreePalm,
  credit: CreditCard,
  newListing: House,
  other: Info,
};

const URGENCY_CLASSES: Record<Urgency, string> = {
  urgent: 'border-s-red-600 [&_svg.kind]:text-red-600',
  high: 'border-s-orange-500 [&_svg.kind]:text-orange-500',
  medium: 'border-s-amber-400 [&_svg.kind]:text-amber-500',
  low: 'border-s-slate-300 dark:border-s-slate-600',
};

const KIND_CLASSES: Partial<Record<NotificationKind, string>> = {
  premium: 'border-s-yellow-500 [&_svg.kind]:text-yellow-500',
  land: 'border-s-lime-600 [&_svg.kind]:text-lime-600',
  vacation: 'border-s-sky-500 [&_svg.kind]:text-sky-500',
  credit: 'border-s-violet-600 [&_svg.kind]:text-violet-600',
};

/** The header's bell: unread badge, a shake every 10 s while unread, and the list in a 400 px dropdown. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const notifications = useNotifications();
  const unread = notifications.data?.unread ?? 0;

  return (
    <Popover.Root>
      <Popover.Trigger
        className="relative rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
      >
        <Bell
          aria-hidden
          className={clsx(
            'size-5 origin-top',
            unread > 0 && 'motion-safe:animate-[bell-shake_10s_ease-in-out_infinite]',
          )}
        />
        {unread > 0 && (
          <span
            aria-hidden
            data-testid="unread-badge"
            className="absolute -end-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-[min(400px,calc(100vw-1rem))] rounded-xl border border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 className="border-b border-slate-200 px-4 py-3 font-semibold dark:border-slate-700">{t('bell.title')}</h2>
          <div className="max-h-[350px] overflow-y-auto">
            {notifications.isPending ? (
              <Spinner label={t('bell.loading')} />
            ) : notifications.isError ? (
              <p role="alert" className="p-4 text-sm text-red-600">
                {t('bell.error')}
              </p>
            ) : notifications.data.items.length === 0 ? (
              <div className="grid place-items-center gap-2 p-6 text-center text-sm">
                <Bell aria-hidden className="size-8 text-slate-400" />
                <p>{t('bell.empty')}</p>
                <Popover.Close asChild>
                  <Link to="/notification-preferences" className="text-brand-600 underline">
                    {t('bell.emptyAction')}
                  </Link>
                </Popover.Close>
              </div>
            ) : (
              <ul>
                {notifications.data.items.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} />
                ))}
              </ul>
            )}
          </div>
          <div className="border-t border-slate-200 px-4 py-2 text-center text-sm dark:border-slate-700">
            <Popover.Close asChild>
              <Link to="/notification-preferences" className="text-brand-600 hover:underline">
                {t('bell.manage')}
              </Link>
            </Popover.Close>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function NotificationItem({ notification }: { notification: NotificationJson }) {
  const { t } = useTranslation('notifications');
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  const style = notificationStyle(notification);
  const Icon = KIND_ICONS[style.kind];
  const { params } = notification;

  const onMarkRead = () =>
    markRead.mutate(notification.id, {
      onError: () =>
        showToast({ variant: 'destructive', title: t('toast.error'), description: t('toast.markReadFailed') }),
    });
  const onDelete = () =>
    remove.mutate(notification.id, {
      onSuccess: () => showToast({ title: t('toast.success'), description: t('toast.deleted') }),
      onError: () =>
        showToast({ variant: 'destructive', title: t('toast.error'), description: t('toast.deleteFailed') }),
    });

  return (
    <li
      data-urgency={style.urgency ?? undefined}
      data-kind={style.kind}
      className={clsx(
        'flex gap-3 border-b border-s-4 border-b-slate-100 px-4 py-3 last:border-b-0 dark:border-b-slate-800',
        KIND_CLASSES[style.kind] ?? (style.urgency ? URGENCY_CLASSES[style.urgency] : 'border-s-transparent'),
        !notification.read && 'bg-brand-50 dark:bg-brand-800/20',
      )}
    >
      <Icon aria-hidden className="kind mt-0.5 size-5 shrink-0 text-brand-600" />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className={clsx('text-sm', !notification.read && 'font-semibold')}>
          {!notification.read && <span className="sr-only">{t('bell.unread')} </span>}
          {notification.title}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{notification.message}</p>
        {typeof params.message === 'string' && params.message !== '' && (
          <blockquote className="border-s-2 border-slate-300 ps-2 text-sm whitespace-pre-line break-words text-slate-700 dark:border-slate-600 dark:text-slate-300">
            {params.message}
          </blockquote>
        )}
        {/* A request's seeker (for the owner), or the owner who confirmed (for the seeker): call or WhatsApp. */}
        {typeof params.phone === 'string' && params.phone !== '' && (
          <PhoneLinks phone={params.phone} whatsapp={params.whatsapp !== 0} />
        )}
        <div className="flex flex-wrap items-center gap-3 text-xs">
          {notification.apartmentId !== null && (
            <Popover.Close asChild>
              <Link to={`/apartments/${notification.apartmentId}`} className="text-brand-600 hover:underline">
                {t('bell.viewProperty')}
              </Link>
            </Popover.Close>
          )}
          {!notification.read && (
            <button
              type="button"
              onClick={onMarkRead}
              disabled={markRead.isPending}
              className="inline-flex items-center gap-1 hover:underline"
            >
              <Check aria-hidden className="size-3.5" />
              {t('bell.markRead')}
            </button>
          )}
          <button
            type="button"
            onClick={onDelete}
            disabled={remove.isPending}
            className="inline-flex items-center gap-1 text-red-600 hover:underline"
            aria-label={t('bell.deleteNamed', { title: notification.title })}
          >
            <Trash2 aria-hidden className="size-3.5" />
            {t('bell.delete')}
          </button>
        </div>
      </div>
    </li>
  );
}
