import { ErrorBodySchema } from '@guardians/shared/common';
import { type ArtistSubmission, ArtistSubmissionResponseSchema } from '@guardians/shared/gallery';
import { ApiError, apiBaseUrl } from '../../../lib/api-client.ts';
import { getEnv } from '../../../lib/env.ts';

/** The answer body as an ApiError, like the API client's (same `{ statusCode, code, message }`). */
function toUploadError(status: number, statusText: string, body: string): ApiError {
  let json: unknown = null;
  try {
    json = JSON.parse(body);
  } catch {
    // not JSON (a proxy's error page): the status is all we know
  }
  const parsed = ErrorBodySchema.safeParse(json);
  if (parsed.success) {
    const { statusCode, code, message, field } = parsed.data;
    return new ApiError(statusCode, code, message, field);
  }
  return new ApiError(status, 'HTTP_ERROR', statusText || `HTTP ${status}`);
}

/**
 * POST /api/gallery/submissions (multipart). XMLHttpRequest rather than fetch: fetch reports no
 * upload progress, and a 50 MB video deserves a progress bar. `onProgress` gets 0..1.
 */
export function submitFanArt(
  body: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ArtistSubmission> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBaseUrl(getEnv().apiUrl)}/api/gallery/submissions`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toUploadError(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      try {
        resolve(ArtistSubmissionResponseSchema.parse(JSON.parse(xhr.responseText)).data);
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => reject(new TypeError('The upload failed')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
