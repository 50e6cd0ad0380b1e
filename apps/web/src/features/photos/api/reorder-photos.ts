import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { photosResponseSchema } from './delete-photo';

/** `PUT /profile/photos/reorder` with every current URL in the new order; the first is the main photo. */
export function reorderPhotos(photos: string[]) {
  return apiRequest(API_PATHS.photos.reorder, { method: 'PUT', body: { photos }, schema: photosResponseSchema }).then(
    (response) => response.data.photos,
  );
}

export function useReorderPhotos() {
  return useMutation({ mutationFn: reorderPhotos });
}
