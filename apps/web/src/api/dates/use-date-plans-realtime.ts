import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS } from '@kindred/contract/realtime';
import { useSocketConnects, useSocketEvent } from '@/lib/use-socket';
import { DATE_PLANS_QUERY_KEY } from './get-date-plans';

/**
 * Keeps every cached date-plan list current: `date:updated` (a plan of the member's was
 * proposed, answered or cancelled, here or on the other member's device) and every connect (what
 * changed while the socket was down) reload them. Wired once for the member in app/member-realtime.
 */
export function useDatePlansRealtime() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: DATE_PLANS_QUERY_KEY });
  useSocketEvent(SOCKET_EVENTS.datePlanUpdated, refetch);
  useSocketConnects(refetch);
}
