import type { z } from 'zod';
import { apiErrorSchema } from '@kindred/contract/errors';
import { MESSAGES } from '@kindred/contract/messages';
import { ApiRequestError, apiUrl, NetworkError } from './api-client';
import { readStoredToken } from './auth-storage';
import { retryAfterSeconds } from './retry-after';
import { currentOutage, reportServerAnswered, reportServerUnavailable } from './server-status';

export interface UploadOptions<T> {
  schema: z.ZodType<T>;
  /** Called with 0..1 as the body goes out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST multipart/form-data to `/api/v1` with upload progress. fetch cannot report the progress
 * of a request body, so this one call uses XMLHttpRequest; errors match apiRequest's.
 */
export function apiUpload<T>(
  path: string,
  body: FormData,
  { schema, onProgress, signal }: UploadOptions<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const outageWhenSent = currentOutage();
    xhr.open('POST', apiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readStoredToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const payload = parseJson(xhr.responseText);
      const retryAfter = retryAfterSeconds(xhr.getResponseHeader('Retry-After'));
      if (xhr.status === 503) reportServerUnavailable(retryAfter);
      if (xhr.status >= 200 && xhr.status < 300) {
        reportServerAnswered(outageWhenSent);
        onProgress?.(1);
        const parsed = schema.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiRequestError(xhr.status, MESSAGES.somethingWentWrong));
        return;
      }
      const error = apiErrorSchema.safeParse(payload);
      reject(
        error.success
          ? new ApiRequestError(xhr.status, error.data.message, error.data.errors ?? [], retryAfter)
          : new ApiRequestError(xhr.status, MESSAGES.somethingWentWrong, [], retryAfter),
      );
    };
    xhr.onerror = () => {
      reportServerUnavailable();
      reject(new NetworkError());
    };
    // Only the caller aborts (its signal): that says nothing about the server.
    xhr.onabort = () => reject(new NetworkError(new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
