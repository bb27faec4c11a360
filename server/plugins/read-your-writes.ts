import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Db } from '#server/db/client.ts';
import { isWalPosition, REPLICA_MAX_LAG_MS, type WalPosition } from '#server/db/replica.ts';

/** The client's last write, as a position in the primary's log (signed: docs/decisions/read-replicas.md). */
export const LAST_WRITE_COOKIE = 'dar_lw';
/** A replica further behind than REPLICA_MAX_LAG_MS is not read at all, so the cookie need not outlive it by much. */
const LAST_WRITE_SECONDS = (2 * REPLICA_MAX_LAG_MS) / 1000;
const WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The database for this request's public reads (search, listing pages, sitemap, page
     * loaders): the replica, unless it has not yet replayed this client's last write.
     */
    readDb: Db;
  }
}

/**
 * Read-your-writes with a replica: a successful write answers with a cookie holding the primary's
 * log position after it; the same client's public reads go to the primary until the replica has
 * replayed that far (a few milliseconds, checked every REPLICA_CHECK_MS). Without a replica every
 * read is the primary's and no cookie is set.
 */
export function registerReadYourWrites(app: FastifyInstance, database: Database, secureCookies: boolean): void {
  app.decorateRequest('readDb', {
    getter(this: FastifyRequest) {
      return database.readAfter(lastWrite(this));
    },
  });
  if (!database.replica) return;
  app.addHook('onSend', async (request, reply, payload) => {
    if (WRITES.has(request.method) && reply.statusCode < 400) {
      const position = await database.writePosition();
      if (position) {
        reply.setCookie(LAST_WRITE_COOKIE, position, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies,
          maxAge: LAST_WRITE_SECONDS,
          signed: true,
        });
      }
    }
    return payload;
  });
}

function lastWrite(request: FastifyRequest): WalPosition | undefined {
  const raw = request.cookies?.[LAST_WRITE_COOKIE];
  if (!raw) return undefined;
  const { valid, value } = request.unsignCookie(raw);
  return valid && isWalPosition(value) ? value : undefined;
}
