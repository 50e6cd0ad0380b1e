import { useQueryClient } from '@tanstack/react-query';
import { useSendInteraction } from '@/api/interactions/send-interaction';
import { DISCOVER_QUERY_KEY } from './get-discover-profiles';

/** A like or pass from Discover: afterwards its lists reload (a liked card shows 'Liked', a passed one goes). */
export function useDiscoverInteraction() {
  const queryClient = useQueryClient();
  return useSendInteraction({
    mutationConfig: { onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOVER_QUERY_KEY }) },
  });
}
