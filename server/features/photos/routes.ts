import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { translateMessage } from '#common/messages.ts';
import { MAX_PHOTO_BYTES } from '#common/photos.ts';
import { uploadAnswerSchema } from '#common/photo-schemas.ts';
import { AppError } from '#server/errors.ts';
import { requestLanguage } from '#server/plugins/error-handler.ts';
import { enforceDailyQuota } from '#server/plugins/quotas.ts';
import { requireUser, withRole } from '../auth/guards.ts';
import { recordUpload } from './abandoned-uploads.ts';
import { PHOTO_CACHE_CONTROL, UPLOADS_PREFIX, uploadsDirectory } from './storage.ts';
import { uploadPhoto } from './upload-photo.ts';

/** A stored variant's key: nothing else is ever read from the bucket. */
const VARIANT_KEY = /^[0-9a-f]{24}-\d{3,4}\.webp$/;

/**
 * `POST /api/upload`: one photo in the multipart field `photo`, for owners and admins; and
 * `GET /uploads/<key>`, every stored variant, from the disk or the bucket (listings keep these
 * paths; with PHOTO_BASE_URL browsers fetch the same keys from the CDN instead).
 */
export async function photoRoutes(app: FastifyInstance) {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/upload',
    {
      onRequest: withRole('owner', 'admin'),
      schema: {
        tags: ['uploads'],
        summary: 'Upload one photo (JPEG, PNG, WebP, AVIF, GIF or TIFF, at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadAnswerSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await enforceDailyQuota(app.database.db, 'uploads', user.id);
      const fileUrl = await uploadPhoto(request, app.photoStorage, app.metrics.observePhotoStage);
      // Deleted by the hourly clean-up unless a listing shows it within a day.
      await recordUpload(app.database.db, app.photoUrls.toStored(fileUrl), user.id);
      return reply.status(201).send({
        success: true as const,
        fileUrl,
        message: translateMessage('photoUploaded', requestLanguage(request)),
      });
    },
  );

  if (app.config.S3_BUCKET === undefined) {
    const root = uploadsDirectory(app.config);
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });
    return;
  }
  // From the bucket: another process's upload is served here too (several app processes, one bucket).
  routes.get(`${UPLOADS_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const photo = VARIANT_KEY.test(key) ? await app.photoStorage.get(key) : undefined;
    if (!photo) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', photo.contentType)
      .header('content-length', photo.size)
      .header('cache-control', PHOTO_CACHE_CONTROL)
      .send(photo.body);
  });
}
