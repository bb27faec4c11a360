import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translateMessage } from '../../../common/messages.ts';
import { MAX_PHOTO_BYTES } from '../../../common/photos.ts';
import { requestLanguage } from '../../plugins/error-handler.ts';
import { withRole } from '../sessions/guards.ts';
import { uploadPhoto } from './upload-photo.ts';

const uploadResponseSchema = z.object({ success: z.literal(true), fileUrl: z.string(), message: z.string() });

/** `POST /api/upload`: one photo in the multipart field `photo`, for owners and admins. */
export async function uploadRoutes(app: FastifyInstance) {
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
        response: { 201: uploadResponseSchema },
      },
    },
    async (request, reply) => {
      const fileUrl = await uploadPhoto(request, app.photoStorage);
      return reply.status(201).send({
        success: true as const,
        fileUrl,
        message: translateMessage('photoUploaded', requestLanguage(request)),
      });
    },
  );
}
