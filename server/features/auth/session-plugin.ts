import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#server/db/client.ts';
import { purgeExpiredRateLimits } from '#server/plugins/rate-limit.ts';
import { SESSION_DAYS, type SessionStore, type SessionUser, createSessionStore } from './session-store.ts';

export const SESSION_COOKIE = 'sid';
const PURGE_EVERY_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
    /** Starts a session for the user and sets the cookie (a fresh id: no fixation). */
    startSession(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
    /** Ends the request's session on the server and clears the cookie. */
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

interface Options {
  db: Db;
  secret: string;
  secureCookies: boolean;
}

/** Reads the `sid` cookie on every request and puts its user on `request.user`. */
export const sessionPlugin = fp(async (app: FastifyInstance, { db, secret, secureCookies }: Options) => {
  await app.register(cookie, { secret });
  const store = createSessionStore(db, secret);
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies,
  };

  app.decorate('sessions', store);
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? await store.findUser(token) : null;
  });

  app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
    const old = request.cookies[SESSION_COOKIE];
    if (old) await store.destroy(old);
    const token = await store.create(userId);
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_DAYS * 24 * 60 * 60 });
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await store.destroy(token);
    request.user = null;
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
  app.addHook('onClose', async () => clearInterval(timer));
});
