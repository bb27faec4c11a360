import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * For the few answers Fastify makes before any hook runs (see handleFrameworkError): the
 * essentials of what helmet adds everywhere else.
 */
export const EARLY_ANSWER_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BODY_TYPES = ['application/json', 'multipart/form-data'];

/**
 * Security headers, and the same-origin rule for state-changing requests (DESIGN.md section 7):
 * a cookie session cannot be ridden from another site, and a body must be JSON or multipart.
 */
export async function registerSecurity(app: FastifyInstance, publicUrl: string | undefined): Promise<void> {
  // Worked out once: helmet's headers depend on no request. @fastify/helmet builds helmet's
  // middleware again for every request (parsing the policy each time), and running the built one
  // on each answer still took ~2.5% of an uncached search's CPU (bench/findings.md, forty-second round).
  const headers = securityHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Leaflet and Radix position elements with inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'https:', 'data:', 'blob:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: publicUrl?.startsWith('https:') ? [] : null,
        },
      },
      strictTransportSecurity: publicUrl?.startsWith('https:') ? undefined : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  const allowedOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!isSameOrigin(request, allowedOrigin)) throw new AppError('FORBIDDEN', 'crossOrigin');
    if (hasBody(request)) {
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      // RFC 8058: mail clients post the one-click unsubscribe as a form (features/notifications/alert-routes.ts).
      const isOneClick = type === 'application/x-www-form-urlencoded' && request.url.startsWith(ONE_CLICK_PATH);
      if (!BODY_TYPES.includes(type) && !isOneClick) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'unsupportedContentType');
      }
    }
  });
}

/** The headers a helmet middleware sets, read off one run of it (it sets them all, whatever the request). */
function securityHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

const ONE_CLICK_PATH = '/api/unsubscribe?';

function isSameOrigin(request: FastifyRequest, allowedOrigin: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowedOrigin && origin === allowedOrigin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}
