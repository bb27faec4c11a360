import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { PHOTO_FIELD } from '#common/photos.ts';
import type { ErrorCode } from '#common/errors.ts';
import type { MessageKey } from '#common/messages.ts';
import { AppError } from '#server/errors.ts';
import { checkPhoto } from './photo-type.ts';
import { type StageTimer, storePhotoVariants, UnreadablePhotoError } from './photo-variants.ts';
import type { PhotoStorage } from './storage.ts';

/** A refusal that names the `photo` field, so the form can show it beside the picker. */
function photoError(code: ErrorCode, message: MessageKey): AppError {
  return new AppError(code, message, { fields: { [PHOTO_FIELD]: message } });
}

const REJECTIONS = {
  heic: () => photoError('UNSUPPORTED_MEDIA_TYPE', 'photoHeic'),
  unsupported: () => photoError('BAD_REQUEST', 'photoUnsupported'),
  'too-many-pixels': () => photoError('BAD_REQUEST', 'photoTooManyPixels'),
} as const;

/**
 * Reads the one photo of a multipart request, checks what it really is, and stores its WebP
 * variants. Every check runs on the bytes in memory before anything is written, so a refused
 * upload leaves nothing on disk. Returns the URL of the 1600 px variant.
 */
export async function uploadPhoto(
  request: FastifyRequest,
  storage: PhotoStorage,
  onStage?: StageTimer,
): Promise<string> {
  const input = await readPhotoPart(request);
  const check = await checkPhoto(input);
  if (!check.isAccepted) throw REJECTIONS[check.reason]();
  try {
    return await storePhotoVariants(storage, input, onStage);
  } catch (error) {
    if (error instanceof UnreadablePhotoError) throw REJECTIONS.unsupported();
    throw error;
  }
}

async function readPhotoPart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw photoRequired();
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== PHOTO_FIELD) {
        await drain(part);
        throw photoRequired();
      }
      photo = await part.toBuffer();
    }
  } catch (error) {
    throw asUploadError(error);
  }
  if (!photo || photo.length === 0) throw photoRequired();
  return photo;
}

function photoRequired(): AppError {
  return photoError('VALIDATION', 'photoRequired');
}

async function drain(part: MultipartFile): Promise<void> {
  for await (const _ of part.file) {
    // Read to the end so the parser can finish the request.
  }
}

/**
 * Only parsing runs inside readPhotoPart, so whatever else fails there is a malformed request
 * (400), never a server fault; the parser's limits become messages a user can act on.
 */
function asUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return photoError('PAYLOAD_TOO_LARGE', 'photoTooLarge');
    case 'FST_FILES_LIMIT':
      return photoError('BAD_REQUEST', 'photoOneAtATime');
    default:
      return new AppError('BAD_REQUEST');
  }
}
