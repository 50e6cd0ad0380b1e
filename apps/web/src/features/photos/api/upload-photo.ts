import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { API_PATHS } from '@kindred/contract/routes';
import { apiUpload } from '@/lib/api-upload';

export const uploadPhotoResponseSchema = z.object({
  data: z.object({ url: z.string(), photos: z.array(z.string()) }),
});

export interface UploadPhotoInput {
  file: Blob;
  filename: string;
  onProgress?: (fraction: number) => void;
}

/** `POST /profile/photos` (multipart field `photo`): answers the new URL and every photo in order. */
export function uploadPhoto({ file, filename, onProgress }: UploadPhotoInput) {
  const body = new FormData();
  body.append('photo', file, filename);
  return apiUpload(API_PATHS.photos.upload, body, { schema: uploadPhotoResponseSchema, onProgress }).then(
    (response) => response.data,
  );
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}
