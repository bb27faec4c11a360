import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '#common/languages.ts';
import { notificationSchema } from '#common/notifications.ts';
import type { Db } from '#server/db/client.ts';
import type { NotificationHub } from './notification-hub.ts';
import { findLatestNotificationId, listNotificationsAfter } from './notifications-repo.ts';

/** Proxies drop a silent connection; browsers' EventSource reconnects after `retry`. */
const HEARTBEAT_MS = 25_000;
const RETRY_MS = 5_000;
/** A stream ends now and then so the reconnect checks the session again (a logout ends delivery). */
const STREAM_LIFETIME_MS = 15 * 60_000;

interface StreamOptions {
  db: Db;
  hub: NotificationHub;
  userId: number;
  language: Language;
}

/**
 * Server-Sent Events: each new notification of the user, in their language, as
 * `event: notification` with its id, so a reconnect resumes from Last-Event-ID. Returns a
 * function that ends the stream (the app calls it on shutdown).
 */
export async function openNotificationStream(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, hub, userId, language }: StreamOptions,
): Promise<() => void> {
  const resumeFrom = Number(request.headers['last-event-id']);
  let lastId =
    Number.isSafeInteger(resumeFrom) && resumeFrom >= 0 ? resumeFrom : await findLatestNotificationId(db, userId);
  let isClosed = false;
  let isSending = false;
  let isPending = false;
  const raw = reply.raw;

  async function sendNew(): Promise<void> {
    if (isSending) {
      isPending = true;
      return;
    }
    isSending = true;
    try {
      do {
        isPending = false;
        for (const notification of await listNotificationsAfter(db, userId, lastId, language)) {
          if (isClosed) return;
          const data = JSON.stringify(notificationSchema.encode(notification));
          raw.write(`id: ${notification.id}\nevent: notification\ndata: ${data}\n\n`);
          lastId = notification.id;
        }
      } while (isPending && !isClosed);
    } catch (error) {
      request.log.warn({ err: error }, 'notification stream could not read notifications');
    } finally {
      isSending = false;
    }
  }

  const unsubscribe = await hub.subscribe(userId, () => void sendNew());
  reply.hijack();
  // A hijacked reply skips Fastify's sending: copy the security headers set so far by hand.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'private, no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const end = () => raw.end();
  const lifetime = setTimeout(end, STREAM_LIFETIME_MS);
  raw.on('close', () => {
    isClosed = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    unsubscribe();
  });
  // Anything that arrived between reading lastId and subscribing. Not awaited: the caller must
  // hold `end` as soon as the client can see the stream, or a shutdown meanwhile would miss it.
  void sendNew();
  return end;
}
