import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { videoCallSettingResponseSchema, type VideoCallSetting } from '@kindred/contract/calls';
import { SOCKET_EVENTS } from '@kindred/contract/realtime';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { useSocketConnects, useSocketEvent } from '@/lib/use-socket';

/** Every match's video-call setting lives under this key: the socket's news reloads them all. */
export const VIDEO_CALLS_QUERY_KEY = ['video-calls'] as const;
export const videoCallSettingKey = (matchId: string) => [...VIDEO_CALLS_QUERY_KEY, matchId] as const;

/** `GET /matches/{id}/video-calls`: my switch, and whether both are on (decision 110). */
export function useVideoCallSetting(matchId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: videoCallSettingKey(matchId),
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.matches.videoCalls(matchId), { schema: videoCallSettingResponseSchema, signal }).then(
        (response) => response.data,
      ),
    enabled,
  });
}

/** `PUT /matches/{id}/video-calls`: turning it off ends a call in progress (the server hangs up for both). */
export function useSetVideoCalls(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiRequest(API_PATHS.matches.videoCalls(matchId), {
        method: 'PUT',
        body: { enabled },
        schema: videoCallSettingResponseSchema,
      }).then((response) => response.data),
    onSuccess: (setting: VideoCallSetting) => queryClient.setQueryData(videoCallSettingKey(matchId), setting),
  });
}

/** `video-calls:updated` (the other member turned it on or off) and every connect reload the settings. */
export function useVideoCallsRealtime() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: VIDEO_CALLS_QUERY_KEY });
  useSocketEvent(SOCKET_EVENTS.videoCallsUpdated, refetch);
  useSocketConnects(refetch);
}
