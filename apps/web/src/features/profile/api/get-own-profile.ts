import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ownProfileSchema, type OwnProfile } from '@kindred/contract/profile';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { OWN_PROFILE_QUERY_KEY } from './own-profile-query-key';

export const ownProfileResponseSchema = z.object({ data: ownProfileSchema });

export { OWN_PROFILE_QUERY_KEY };

export function fetchOwnProfile(signal?: AbortSignal): Promise<OwnProfile> {
  return apiRequest(API_PATHS.profiles.me, { schema: ownProfileResponseSchema, signal }).then(
    (response) => response.data,
  );
}

export const ownProfileQueryOptions = () =>
  queryOptions({ queryKey: OWN_PROFILE_QUERY_KEY, queryFn: ({ signal }) => fetchOwnProfile(signal) });

/** `GET /profiles/me`. */
export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}

/** Replaces the cached profile with what the server answered after a change. */
export function storeOwnProfile(queryClient: QueryClient, profile: OwnProfile): void {
  queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, profile);
}

/** Applies a partial change (photos, settings) to the cached profile. */
export function patchOwnProfile(queryClient: QueryClient, patch: Partial<OwnProfile>): void {
  queryClient.setQueryData<OwnProfile>(OWN_PROFILE_QUERY_KEY, (profile) =>
    profile ? { ...profile, ...patch } : profile,
  );
}
