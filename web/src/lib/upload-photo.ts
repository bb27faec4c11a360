import { PHOTO_FIELD } from '../../../common/photos.ts';
import { ApiError } from './api-client.ts';
import { currentLanguage } from './i18n.ts';

interface UploadAnswer {
  success: boolean;
  fileUrl?: string;
  message?: string;
}

/**
 * `POST /api/upload` with one file in the field `photo`. XMLHttpRequest rather than fetch
 * because only it reports upload progress (photos from phones are large, networks slow).
 * Resolves to the stored photo's URL.
 */
export function uploadPhoto(file: File, onProgress: (fraction: number) => void = () => {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/upload');
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', currentLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, 'Failed to upload photo'));
    request.onload = () => {
      let answer: Partial<UploadAnswer & { code: ApiError['code'] }> = {};
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        // Not JSON: the status decides below.
      }
      if (request.status >= 200 && request.status < 300 && answer.success && answer.fileUrl) {
        onProgress(1);
        resolve(answer.fileUrl);
      } else {
        reject(new ApiError(request.status, answer.message ?? `${request.status}: ${request.statusText}`, answer.code));
      }
    };
    const body = new FormData();
    body.append(PHOTO_FIELD, file);
    request.send(body);
  });
}
