import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import { purgeExpiredRateLimits } from '#server/plugins/rate-limit.ts';
import { createSessionStreams, type SessionStreams } from './session-streams.ts';
import { SESSION_DAYS, type SessionStore, type SessionUser, createSessionStore } from './session-store.ts';

export const SESSION_COOKIE = 'sid';
const PURGE_EVERY_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: SessionUser | null;
    /** The stored id of the request's live session (null for a visitor). */
    sessionId: string | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
    /** Starts a session for the user and sets the cookie (a fresh id: no fixation). */
    startSession(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
    /** Ends the request's session on the server and clears the cookie. */
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * Ends every session of the user (and closes their streams), but the one with id `exceptId`:
     * a password reset, a promotion, a login linked to the account.
     */
    endAllSessions(userId: number, exceptId?: string): Promise<void>;
    /** The notification streams open per session, closed when their session ends. */
    sessionStreams: SessionStreams;
  }
}

interface Options {
  database: Database;
  secret: string;
  secureCookies: boolean;
}

/** Reads the `sid` cookie on every request and puts its user on `request.user`. */
export const sessionPlugin = fp(async (app: FastifyInstance, { database, secret, secureCookies }: Options) => {
  const { db } = database;
  await app.register(cookie, { secret });
  const store = createSessionStore(db, secret);
  const streams = createSessionStreams(database);
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies,
  };

  app.decorate('sessions', store);
  app.decorate('sessionStreams', streams);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? await store.findUser(token) : null;
    request.sessionId = token && request.user ? store.idOf(token) : null;
  });

  app.decorate('endAllSessions', async (userId: number, exceptId?: string) => {
    await store.destroyAllFor(userId, exceptId);
    await streams.endUser(userId, exceptId);
  });

  app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
    const old = request.cookies[SESSION_COOKIE];
    if (old) {
      await store.destroy(old);
      await streams.endSession(store.idOf(old));
    }
    const token = await store.create(userId);
    request.sessionId = store.idOf(token);
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_DAYS * 24 * 60 * 60 });
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      await store.destroy(token);
      await streams.endSession(store.idOf(token));
    }
    request.user = null;
    request.sessionId = null;
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
  });

  // Expired rate-limit windows are swept on the same schedule: both tables only grow otherwise.
  // (Resolving to nothing matters: onReady treats a resolved value as an error.)
  const purge = async (): Promise<void> => {
    try {
      await Promise.all([store.purgeExpired(), purgeExpiredRateLimits(db)]);
    } catch (err) {
      app.log.warn({ err }, 'session purge failed');
    }
  };
  const timer = setInterval(purge, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onReady', purge);
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await streams.close();
  });
});
