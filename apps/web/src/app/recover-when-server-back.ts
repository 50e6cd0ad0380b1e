import type { QueryClient } from '@tanstack/react-query';
import { getServerStatus, subscribeToServerStatus } from '@/lib/server-status';
import { reconnectSocketIfDown } from '@/lib/socket-state';

/**
 * When the server answers again after an outage, screens that show failed or stale data load
 * it again (once, not each on its own backoff), and the live connection comes back.
 */
export function recoverWhenServerBack(queryClient: QueryClient): () => void {
  return subscribeToServerStatus(() => {
    if (getServerStatus() !== 'up') return;
    void queryClient.invalidateQueries();
    reconnectSocketIfDown();
  });
}
