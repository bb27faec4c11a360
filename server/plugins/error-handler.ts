import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorBody, type ErrorCode, errorCodeForStatus } from '#common/errors.ts';
import { pickLanguage } from '#common/languages.ts';
import { isMessageKey, type MessageKey, translateMessage } from '#common/messages.ts';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { EARLY_ANSWER_HEADERS } from './security.ts';

/** The language an answer's messages are written in: `?lang=`, then Accept-Language, then ar. */
export function requestLanguage(request: FastifyRequest) {
  const query = request.query as Record<string, unknown> | undefined;
  return pickLanguage(query?.lang, request.headers['accept-language']);
}

/** A PostgreSQL restart, or the app's own, takes a few seconds; the pool reconnects by itself. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Our schemas give message keys; zod's own English ("expected string, received undefined" means
 * the field is missing) would reach an Arabic reader untranslated, so it becomes a key too.
 */
function fieldMessage(message: string): MessageKey {
  if (isMessageKey(message)) return message;
  return /received undefined$/.test(message) ? 'required' : 'invalid';
}

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
) {
  const language = requestLanguage(request);
  const body: ErrorBody = { message: translateMessage(message, language), code };
  if (fields)
    body.fields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, translateMessage(v, language)]));
  // Serialised here: a route's response schema for the same status (/readyz has one for 503)
  // describes its own answers, not the error contract.
  return reply.status(status).type('application/json').send(JSON.stringify(body));
}

/**
 * Fastify's own refusals before routing (a malformed percent-encoding, a path parameter over
 * 100 characters) skip every hook: they get the contract's body and the security headers here.
 * An overlong id cannot name an object, so it is a 404 like any malformed id.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(EARLY_ANSWER_HEADERS);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(request, reply, 404, 'NOT_FOUND', 'notFound');
  return sendError(request, reply, 400, 'BAD_REQUEST', 'badRequest');
}

/**
 * One place maps every failure to `{message, code, fields?}` in the user's language. A 5xx
 * never shows its cause; a malformed path id is a 404, as if the object were missing.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const send = (status: number, code: ErrorCode, message: string, fields?: Record<string, string>) =>
      sendError(request, reply, status, code, message, fields);

    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(error.status, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'params') return send(404, 'NOT_FOUND', 'notFound');
      const fields: Record<string, MessageKey> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(error.validationContext);
        fields[name] ??= fieldMessage(issue.message ?? 'invalid');
      }
      const first: MessageKey = Object.values(fields)[0] ?? 'invalid';
      return send(400, 'VALIDATION', first, fields);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(503, 'UNAVAILABLE', 'unavailable');
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const code = errorCodeForStatus(status);
      if (status === 429 && error.message) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return send(status, code, ERRORS[code].message);
    }
    request.log.error({ err: error }, 'request failed');
    const code: ErrorCode = status === 503 ? 'UNAVAILABLE' : 'INTERNAL';
    return send(ERRORS[code].status, code, ERRORS[code].message);
  });
}
