import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export const photosResponseSchema = z.object({ data: z.object({ photos: z.array(z.string()) }) });

/** `DELETE /profile/photos` with `{ photoUrl }`: answers the photos left. */
export function deletePhoto(photoUrl: string) {
  return apiRequest(API_PATHS.photos.remove, {
    method: 'DELETE',
    body: { photoUrl },
    schema: photosResponseSchema,
  }).then((response) => response.data.photos);
}

export function useDeletePhoto() {
  return useMutation({ mutationFn: deletePhoto });
}
