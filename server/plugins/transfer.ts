import { hash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What crosses a slow mobile network (bench/results.md): text answers (JSON, JS, CSS, HTML) go
 * out gzip- or brotli-compressed when the client accepts it (photos are WebP already, so
 * incompressible types are left alone), and a 200 answer of the API carries an ETag, so a list
 * the phone already holds is revalidated with a 304 and no body.
 */
export async function registerTransfer(app: FastifyInstance): Promise<void> {
  // Added before the routes and before compression, so the tag is of the uncompressed JSON.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || !request.url.startsWith('/api/')) return payload;
    // A route that keeps its answers has tagged this one already (sendPrepared).
    const preset = reply.getHeader('etag');
    if (preset === undefined && typeof payload !== 'string') return payload;
    const etag = String(preset ?? weakEtag(payload as string));
    reply.header('etag', etag);
    // Answers may depend on the session: the browser may keep them, but must ask each time.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    if (!holdsEtag(request, etag)) return payload;
    reply.code(304).removeHeader('content-encoding').removeHeader('content-length');
    return '';
  });
  // Brotli at quality 4 (the plugin's default): on the fly, quality 11 would cost more CPU than the bytes it saves.
  await app.register(compress, { global: true, encodings: [...ENCODINGS], threshold: COMPRESS_THRESHOLD });
}

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const COMPRESS_THRESHOLD = 1024;
const encodingNegotiator = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS] });

/** The validator of an API answer: a hash of its JSON (its UTF-8 bytes, or the text, which hashes as those). */
export function weakEtag(json: string | Buffer): string {
  return `W/"${hash('sha1', json, 'base64url')}"`;
}

/**
 * A JSON answer made once and sent many times (the kept search pages): its bytes, its ETag, and
 * its compressed forms, each made at the first request that accepts it. Sending it then costs
 * no serialization, no UTF-8 encoding and no compression.
 */
export interface PreparedJson {
  readonly bytes: Buffer;
  readonly etag: string;
  encoded(encoding: Encoding): Buffer;
}

export function prepareJson(json: string | Buffer): PreparedJson {
  const bytes = typeof json === 'string' ? Buffer.from(json, 'utf8') : json;
  const encoded = new Map<Encoding, Buffer>();
  return {
    bytes,
    // Of the bytes: hashing the text would encode it to UTF-8 a second time.
    etag: weakEtag(bytes),
    encoded(encoding) {
      let body = encoded.get(encoding);
      if (!body) {
        body = encoding === 'br' ? brotliCompressSync(bytes, BROTLI_ONCE) : gzipSync(bytes);
        encoded.set(encoding, body);
      }
      return body;
    },
  };
}

/** Made once, so a little more than the plugin's on-the-fly quality 4 (~10% fewer bytes, ~0.5 ms for 30 KB). */
const BROTLI_ONCE = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Sends a prepared answer compressed the way the client accepts (the compression plugin leaves it as it is). */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedJson,
  contentType = 'application/json; charset=utf-8',
) {
  reply.type(contentType).header('etag', prepared.etag).header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    accepted && prepared.bytes.length >= COMPRESS_THRESHOLD
      ? encodingNegotiator.negotiate(accepted.toLowerCase())
      : null;
  if (!encoding) return reply.send(prepared.bytes);
  return reply.header('content-encoding', encoding).send(prepared.encoded(encoding));
}

/** The client already holds this version (If-None-Match): a 304 without a body will do. */
export function holdsEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}
