import type { FastifyInstance } from 'fastify';
import { LISTINGS_CHANNEL } from './search-cache.ts';

export interface ListingChanges {
  /** Calls `listener` after any listing may have changed. */
  subscribe(listener: () => void): void;
}

/**
 * What keeps public answers in memory (search pages, rendered pages) needs to forget them when a
 * listing changes: a change announced by the database's trigger (from any process, or a tool),
 * and, at once, a successful write answered by this process, before its answer leaves, so the
 * writer's next page shows it (the announcement arrives a little later).
 */
export async function watchListingChanges(app: FastifyInstance): Promise<ListingChanges> {
  const listeners: (() => void)[] = [];
  const announce = () => {
    for (const listener of listeners) listener();
  };
  const stopListening = await app.database.listen(LISTINGS_CHANNEL, announce);
  app.addHook('onClose', stopListening);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) announce();
    return payload;
  });
  return { subscribe: (listener) => listeners.push(listener) };
}
