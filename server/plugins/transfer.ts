import { createHash } from 'node:crypto';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What crosses a slow mobile network (bench/results.md): text answers (JSON, JS, CSS, HTML) go
 * out gzip- or brotli-compressed when the client accepts it (photos are WebP already, so
 * incompressible types are left alone), and a 200 answer of the API carries an ETag, so a list
 * the phone already holds is revalidated with a 304 and no body.
 */
export async function registerTransfer(app: FastifyInstance): Promise<void> {
  // Added before the routes and before compression, so the tag is of the uncompressed JSON.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (!request.url.startsWith('/api/')) return payload;
    // A route that keeps its answers may have tagged this one already (the search pages).
    const etag = String(reply.getHeader('etag') ?? weakEtag(payload));
    reply.header('etag', etag);
    // Answers may depend on the session: the browser may keep them, but must ask each time.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    if (!matches(request, etag)) return payload;
    reply.code(304);
    return '';
  });
  // Brotli at quality 4 (the plugin's default): on the fly, quality 11 would cost more CPU than the bytes it saves.
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}

/** The validator of an API answer: a hash of its JSON. */
export function weakEtag(json: string): string {
  return `W/"${createHash('sha1').update(json).digest('base64url')}"`;
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}
