import { useQueryClient } from '@tanstack/react-query';
import { useUpdateProfile } from '@/api/profiles/update-profile';
import { storeOwnProfile } from './get-own-profile';

/** The profile editor's save: the stored profile the server answers becomes the cached one. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useUpdateProfile({ mutationConfig: { onSuccess: (profile) => storeOwnProfile(queryClient, profile) } });
}
