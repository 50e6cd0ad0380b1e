import { mediaUploadResponseSchema } from '@kindred/contract/conversations';
import { API_PATHS } from '@kindred/contract/routes';
import { apiUpload } from '@/lib/api-upload';

/** `POST /messages/media` (multipart, field "image"): the stored image's id goes in the message. */
export function uploadMessageImage(image: Blob, filename: string, signal?: AbortSignal) {
  const body = new FormData();
  body.append('image', image, filename);
  return apiUpload(API_PATHS.messages.media, body, { schema: mediaUploadResponseSchema, signal }).then(
    (response) => response.data,
  );
}
