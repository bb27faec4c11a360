import { clsx } from 'clsx';
import { Mail, MailOpen } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { InboxMessageJson } from '#common/contact.ts';
import { formatDay } from '#common/dates.ts';
import { Button, buttonClass, Spinner } from '#web/components/form/button.tsx';
import { PhoneLinks } from '#web/components/ui/phone-links.tsx';
import { showFailure } from '#web/components/ui/toast-store.ts';
import { useLanguage } from '#web/lib/language.ts';
import { useInbox, useMarkHandled } from '../api/inbox.ts';

/** The admins' inbox of contact messages: unread first in weight, call / WhatsApp / reply by mail, mark handled. */
export function MessagesInbox() {
  const { t } = useTranslation('admin');
  const inbox = useInbox();

  if (inbox.isPending) return <Spinner label={t('loading')} />;
  if (inbox.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700 dark:bg-red-950 dark:text-red-300">
        {t('messages.error')}
      </p>
    );
  }
  const messages = inbox.data.pages.flatMap((page) => page.items);
  const unread = inbox.data.pages[0]?.unread ?? 0;
  if (messages.length === 0) return <p className="p-6 text-center text-slate-500">{t('messages.empty')}</p>;
  return (
    <>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">{t('messages.unreadCount', { count: unread })}</p>
      <ul className="grid gap-3">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ul>
      {inbox.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" isBusy={inbox.isFetchingNextPage} onClick={() => inbox.fetchNextPage()}>
            {t('messages.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}

function MessageItem({ message }: { message: InboxMessageJson }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const mark = useMarkHandled();
  // Iraq keeps UTC+3 all year: the day and time the message came, as read in Baghdad.
  const inBaghdad = new Date(Date.parse(message.createdAt) + 3 * 3600_000).toISOString();
  const sent = `${formatDay(inBaghdad, language)} ${inBaghdad.slice(11, 16)}`;
  const toggle = () =>
    mark.mutate(
      { id: message.id, handled: !message.handled },
      { onError: (error) => showFailure(error, t('toast.error'), t('messages.markFailed')) },
    );
  const subject = t('messages.replySubject');

  return (
    <li
      className={clsx(
        'rounded-xl border p-4',
        message.handled
          ? 'border-slate-200 dark:border-slate-800'
          : 'border-brand-300 bg-brand-50 dark:border-brand-700 dark:bg-brand-800/20',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className={clsx('break-words', !message.handled && 'font-semibold')}>
            {!message.handled && <span className="sr-only">{t('messages.unread')} </span>}
            {message.name}
          </p>
          <p className="text-xs text-slate-500">
            <time dateTime={message.createdAt}>{sent}</time>
          </p>
        </div>
        <span
          className={clsx(
            'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
            message.handled
              ? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
              : 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
          )}
        >
          {message.handled ? <MailOpen aria-hidden className="size-3.5" /> : <Mail aria-hidden className="size-3.5" />}
          {t(message.handled ? 'messages.handled' : 'messages.new')}
        </span>
      </div>
      <p className="mt-3 whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{message.message}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <a
          href={`mailto:${message.email}?subject=${encodeURIComponent(subject)}`}
          className={buttonClass('outline', 'sm')}
          aria-label={t('messages.replyNamed', { name: message.name })}
        >
          <Mail aria-hidden className="size-4" />
          <span dir="ltr" className="max-w-48 truncate">
            {message.email}
          </span>
        </a>
        <PhoneLinks phone={message.phone} name={message.name} />
        <Button
          size="sm"
          variant={message.handled ? 'ghost' : 'primary'}
          isBusy={mark.isPending}
          onClick={toggle}
          className="ms-auto"
        >
          {t(message.handled ? 'messages.markUnread' : 'messages.markHandled')}
        </Button>
      </div>
    </li>
  );
}
