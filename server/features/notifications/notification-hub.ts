import type { Database } from '#server/db/client.ts';
import { EVERYONE, NOTIFICATIONS_CHANNEL, parseAnnouncement } from './notification-channel.ts';

type Listener = () => void;

export interface NotificationHub {
  /** Calls `listener` whenever the user may have new notifications; returns the unsubscribe. */
  subscribe(userId: number, listener: Listener): Promise<() => void>;
  close(): Promise<void>;
}

/**
 * One LISTEN per app process, shared by all its open streams. It starts with the first
 * subscriber, so a process nobody streams from holds no extra connection.
 */
export function createNotificationHub(database: Database): NotificationHub {
  const listeners = new Map<number, Set<Listener>>();
  let listening: Promise<() => Promise<void>> | undefined;

  function announce(payload: string) {
    const users = parseAnnouncement(payload);
    const targets = users === EVERYONE ? [...listeners.keys()] : users;
    for (const userId of targets) for (const listener of listeners.get(userId) ?? []) listener();
  }

  return {
    async subscribe(userId, listener) {
      listening ??= database.listen(NOTIFICATIONS_CHANNEL, announce);
      await listening;
      const own = listeners.get(userId) ?? new Set();
      own.add(listener);
      listeners.set(userId, own);
      return () => {
        own.delete(listener);
        if (own.size === 0) listeners.delete(userId);
      };
    },
    async close() {
      listeners.clear();
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      await stop?.();
    },
  };
}
