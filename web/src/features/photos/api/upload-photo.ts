import { PHOTO_FIELD } from '#common/photos.ts';
import { uploadAnswerSchema } from '#common/photo-schemas.ts';
import { ApiError, apiError, parseAnswer } from '#web/lib/api-client.ts';
import { currentLanguage } from '#web/lib/i18n.ts';
import { shrinkPhoto } from '../shrink-photo.ts';

const UPLOAD_PATH = '/api/upload';

/**
 * `POST /api/upload` with one photo in the field `photo`, made small first (shrinkPhoto: a 4 MB
 * phone photo crosses a 2 Mbit/s uplink in ~2 s instead of ~17 s). XMLHttpRequest rather than
 * fetch because only it reports upload progress; the answer is read as apiFetch reads one.
 * Resolves to the stored photo's URL.
 */
export async function uploadPhoto(file: File, onProgress: (fraction: number) => void = () => {}): Promise<string> {
  return send(await shrinkPhoto(file), onProgress);
}

function send(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_PATH);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', currentLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, 'Failed to upload photo'));
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(apiError(request.status, request.statusText, request.responseText));
        return;
      }
      try {
        const answer = parseAnswer(UPLOAD_PATH, uploadAnswerSchema, JSON.parse(request.responseText));
        onProgress(1);
        resolve(answer.fileUrl);
      } catch (error) {
        reject(error);
      }
    };
    const body = new FormData();
    body.append(PHOTO_FIELD, file);
    request.send(body);
  });
}
