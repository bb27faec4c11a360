import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountUpdateSchema,
  externalLoginQuerySchema,
  loginBodySchema,
  passwordResetAnswerSchema,
  passwordResetConfirmBodySchema,
  passwordResetRequestBodySchema,
  registerBodySchema,
  roleChangeBodySchema,
  verifyEmailQuerySchema,
} from '#common/auth.ts';
import { isLanguage, pathInLanguage } from '#common/languages.ts';
import { translateMessage } from '#common/messages.ts';
import { noContentSchema } from '#common/schema-helpers.ts';
import { publicUserSchema } from '#common/users.ts';
import { publicOrigin } from '#server/env.ts';
import { requestLanguage } from '#server/plugins/error-handler.ts';
import { enforceDailyQuota } from '#server/plugins/quotas.ts';
import { enforceRateLimits } from '#server/plugins/rate-limit.ts';
import {
  confirmPasswordReset,
  requestPasswordReset,
  resetConfirmRules,
  resetRequestRules,
  sendVerificationMail,
  verifyEmail,
} from './account-recovery.ts';
import { requireUser, signedIn } from './guards.ts';
import { createOidcLogin, type LoginFlow, loginFlowSchema } from './oidc.ts';
import { updateUserRow } from './repo.ts';
import {
  authenticate,
  authRateRules,
  convertToOwner,
  passwordChangeRateRules,
  publicUser,
  registerUser,
  signInExternal,
  updateAccount,
} from './service.ts';

const FLOW_COOKIE = 'oidc_flow';
const FLOW_COOKIE_PATH = '/api/login';
const FLOW_MAX_AGE_SECONDS = 10 * 60;
const CALLBACK_PATH = '/api/login/callback';
/** Where the browser lands when an external login fails; the login page explains. */
const EXTERNAL_FAILURE_PATH = '/login?error=external';

const redirectOnly = { 302: z.null().describe('redirect (Location header)') };

/** Accounts and sessions: spec section 7's auth calls, plus the external login flow. */
export async function authRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const mailContext = { db, jobs: app.jobs, origin: publicOrigin(app.config) };
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, PUBLIC_URL } = app.config;
  const oidc =
    OIDC_ISSUER && OIDC_CLIENT_ID && OIDC_CLIENT_SECRET
      ? createOidcLogin({ issuer: OIDC_ISSUER, clientId: OIDC_CLIENT_ID, clientSecret: OIDC_CLIENT_SECRET })
      : null;

  // Answers about who is signed in must never be served from a shared cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  routes.post(
    '/api/register',
    { schema: { body: registerBodySchema, response: { 201: publicUserSchema } } },
    async (request, reply) => {
      await enforceRateLimits(db, authRateRules('register', request.ip, request.body.email));
      const user = await registerUser(db, { ...request.body, language: requestLanguage(request) });
      await app.startSession(request, reply, user.id);
      await sendVerificationMail(mailContext, user);
      return reply.status(201).send(publicUser(user));
    },
  );

  routes.post(
    '/api/login',
    { schema: { body: loginBodySchema, response: { 200: publicUserSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      await enforceRateLimits(db, authRateRules('login', request.ip, email));
      let user = await authenticate(db, email, password);
      await app.startSession(request, reply, user.id);
      // Mail goes out in the language the person last used the site in.
      const language = requestLanguage(request);
      if (user.language !== language) user = (await updateUserRow(db, user.id, { language })) ?? user;
      return publicUser(user);
    },
  );

  routes.post('/api/logout', { schema: { response: { 204: noContentSchema } } }, async (request, reply) => {
    await app.endSession(request, reply);
    return reply.status(204).send(null);
  });

  // The guard runs first, so a visitor is told 401 whatever else the request carries.
  routes.get(
    '/api/auth/user',
    { onRequest: signedIn, schema: { response: { 200: publicUserSchema } } },
    async (request) => publicUser(requireUser(request)),
  );

  routes.post(
    '/api/auth/verification',
    { onRequest: signedIn, schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      if (!user.emailVerifiedAt) {
        await enforceDailyQuota(db, 'verificationMails', user.id);
        await sendVerificationMail(mailContext, user);
      }
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/verify-email',
    { schema: { querystring: verifyEmailQuerySchema, response: redirectOnly } },
    async (request, reply) => {
      const { token, lang } = request.query;
      const result = token && /^[A-Za-z0-9_-]+$/.test(token) ? await verifyEmail(db, token) : 'invalid';
      const language = isLanguage(lang) ? lang : requestLanguage(request);
      return reply.redirect(pathInLanguage(`/verify-email?result=${result}`, language));
    },
  );

  routes.post(
    '/api/password-reset',
    { schema: { body: passwordResetRequestBodySchema, response: { 202: passwordResetAnswerSchema } } },
    async (request, reply) => {
      const { email } = request.body;
      const language = requestLanguage(request);
      await enforceRateLimits(db, resetRequestRules(request.ip, email));
      await requestPasswordReset(mailContext, email, language);
      return reply.status(202).send({ message: translateMessage('resetMailSent', language) });
    },
  );

  routes.post(
    '/api/password-reset/confirm',
    { schema: { body: passwordResetConfirmBodySchema, response: { 200: publicUserSchema } } },
    async (request, reply) => {
      await enforceRateLimits(db, resetConfirmRules(request.ip));
      const user = await confirmPasswordReset(db, request.body.token, request.body.password);
      // Whoever knew the old password is out: every session ends, this browser gets a new one.
      await app.endAllSessions(user.id);
      await app.startSession(request, reply, user.id);
      return publicUser(user);
    },
  );

  routes.patch(
    '/api/auth/user',
    { onRequest: signedIn, schema: { body: accountUpdateSchema, response: { 200: publicUserSchema } } },
    async (request) => {
      const current = requireUser(request);
      if (request.body.newPassword !== undefined) await enforceRateLimits(db, passwordChangeRateRules(current.id));
      const { user, passwordChanged } = await updateAccount(db, current, request.body);
      // Whoever else holds a session (a lost phone, a shared computer) is signed out; this one stays.
      if (passwordChanged) await app.endAllSessions(user.id, request.sessionId ?? undefined);
      request.user = user;
      return publicUser(user);
    },
  );

  routes.post(
    '/api/auth/role',
    // 401 for a visitor comes before any complaint about the body, even one that cannot be parsed.
    { onRequest: signedIn, schema: { body: roleChangeBodySchema, response: { 200: publicUserSchema } } },
    async (request) => {
      const before = requireUser(request);
      const user = await convertToOwner(db, before);
      // A role change ends the account's other sessions: none opened before it gains the new role.
      if (user.role !== before.role) await app.endAllSessions(user.id, request.sessionId ?? undefined);
      return publicUser(user);
    },
  );

  routes.get(
    '/api/login',
    { schema: { querystring: externalLoginQuerySchema, response: redirectOnly } },
    async (request, reply) => {
      const { role, next } = request.query;
      if (!oidc) return reply.redirect(`/login?${new URLSearchParams({ tab: 'register', role })}`);
      try {
        const { url, flow } = await oidc.start(callbackUrl(request, PUBLIC_URL).href, role, next);
        reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), flowCookieOptions(app, FLOW_MAX_AGE_SECONDS));
        return reply.redirect(url.href);
      } catch (err) {
        request.log.error({ err }, 'external login could not start');
        return reply.redirect(EXTERNAL_FAILURE_PATH);
      }
    },
  );

  if (oidc) {
    routes.get(CALLBACK_PATH, { schema: { hide: true, response: redirectOnly } }, async (request, reply) => {
      const flow = readFlowCookie(request);
      reply.clearCookie(FLOW_COOKIE, flowCookieOptions(app));
      if (!flow) return reply.redirect(EXTERNAL_FAILURE_PATH);
      try {
        const profile = await oidc.finish(new URL(request.url, callbackUrl(request, PUBLIC_URL)), flow);
        const outcome = await signInExternal(db, profile, flow.role);
        if (!outcome) {
          request.log.warn(
            { subject: profile.subject },
            'external login refused (no verified e-mail, or an administrator’s)',
          );
          return reply.redirect(EXTERNAL_FAILURE_PATH);
        }
        const { user, isNewlyLinked, detachedUserId } = outcome;
        // An account just linked to the provider keeps no session from before (its password's).
        if (isNewlyLinked) await app.endAllSessions(user.id);
        if (detachedUserId !== undefined) await app.endAllSessions(detachedUserId);
        if (user.suspended) return reply.redirect(EXTERNAL_FAILURE_PATH);
        await app.startSession(request, reply, user.id);
        return reply.redirect(flow.next ?? '/');
      } catch (err) {
        request.log.warn({ err }, 'external login failed');
        return reply.redirect(EXTERNAL_FAILURE_PATH);
      }
    });
  }
}

/** The callback the provider sends the browser back to: on PUBLIC_URL when set, else this host. */
function callbackUrl(request: FastifyRequest, publicUrl: string | undefined): URL {
  return new URL(CALLBACK_PATH, publicUrl ?? `${request.protocol}://${request.host}`);
}

function flowCookieOptions(app: FastifyInstance, maxAge?: number) {
  return {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level navigation, which carries the cookie.
    sameSite: 'lax' as const,
    secure: app.config.PUBLIC_URL?.startsWith('https:') ?? false,
    signed: true,
    ...(maxAge ? { maxAge } : {}),
  };
}

/** The flow this browser started, when its cookie is present, untampered and well formed. */
function readFlowCookie(request: FastifyRequest): LoginFlow | null {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const parsed = loginFlowSchema.safeParse(JSON.parse(unsigned.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
