import { sql } from 'drizzle-orm';
import type { Database, Db } from '#server/db/client.ts';

/** At most this many live event streams per session (a tab or two, a phone; not two thousand). */
export const MAX_STREAMS_PER_SESSION = 5;

/** Every app process hears when sessions end, and closes the streams they hold. */
const SESSIONS_ENDED_CHANNEL = 'dar_sessions_ended';

/**
 * Tells running servers on a shared PostgreSQL that every session of the user ended (a command
 * line tool, which holds no streams itself). With PGlite no server runs beside the tool.
 */
export async function announceSessionsEnded(db: Db, engine: 'pglite' | 'postgres', userId: number): Promise<void> {
  if (engine !== 'postgres') return;
  await db.execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}::text, ${`user:${userId}:`}::text)`);
}

interface OpenStream {
  sessionId: string;
  userId: number;
  end: () => void;
}

/**
 * The long-lived answers (notification streams) held open for sessions in this process, so that
 * a session's end closes them at once: a logout, a password reset, a promotion.
 */
export function createSessionStreams(database: Database) {
  const streams = new Set<OpenStream>();
  let listening: Promise<() => Promise<void>> | undefined;

  function closeWhere(matches: (stream: OpenStream) => boolean): void {
    for (const stream of [...streams]) {
      if (!matches(stream)) continue;
      streams.delete(stream);
      stream.end();
    }
  }

  function onAnnouncement(payload: string): void {
    const [kind, value, except] = payload.split(':');
    if (kind === 'session') closeWhere((s) => s.sessionId === value);
    if (kind === 'user') closeWhere((s) => s.userId === Number(value) && s.sessionId !== except);
  }

  async function announce(payload: string): Promise<void> {
    onAnnouncement(payload);
    // Other processes; PGlite is one process, where the line above did it all.
    if (database.engine === 'postgres') {
      await database.db.execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}::text, ${payload}::text)`);
    }
  }

  return {
    /**
     * Holds a stream for its session; false (and nothing held) when the session has its
     * maximum open already.
     */
    async add(sessionId: string, userId: number, end: () => void): Promise<(() => void) | false> {
      if (database.engine === 'postgres') listening ??= database.listen(SESSIONS_ENDED_CHANNEL, onAnnouncement);
      await listening;
      const own = [...streams].filter((s) => s.sessionId === sessionId).length;
      if (own >= MAX_STREAMS_PER_SESSION) return false;
      const stream = { sessionId, userId, end };
      streams.add(stream);
      return () => streams.delete(stream);
    },
    /** Closes the streams of one session (logout). */
    endSession: (sessionId: string) => announce(`session:${sessionId}`),
    /** Closes the streams of every session of the user, but `except` (the one that asked). */
    endUser: (userId: number, except?: string) => announce(`user:${userId}:${except ?? ''}`),
    async close(): Promise<void> {
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      await stop?.();
    },
  };
}

export type SessionStreams = ReturnType<typeof createSessionStreams>;
