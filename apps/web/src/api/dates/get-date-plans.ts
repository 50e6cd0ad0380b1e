import { useQuery, type QueryClient } from '@tanstack/react-query';
import { datePlansResponseSchema, type DatePlan } from '@kindred/contract/date-plans';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export interface DatePlansFilter {
  /** One conversation's plans (the chat draws them as cards). */
  matchId?: string;
  /** Live plans not yet started (the Date Planner's Upcoming dates). */
  upcoming?: boolean;
}

/** Every date-plan list lives under this key: an answer, a new plan or the socket's news reloads them all. */
export const DATE_PLANS_QUERY_KEY = ['dates'] as const;
export const datePlansQueryKey = ({ matchId, upcoming }: DatePlansFilter) =>
  [...DATE_PLANS_QUERY_KEY, matchId ?? 'all', upcoming ? 'upcoming' : 'any'] as const;

export function fetchDatePlans({ matchId, upcoming }: DatePlansFilter, signal?: AbortSignal): Promise<DatePlan[]> {
  return apiRequest(API_PATHS.dates.list, {
    query: { matchId, upcoming: upcoming ? 'true' : undefined },
    schema: datePlansResponseSchema,
    signal,
  }).then((response) => response.data);
}

/** `GET /dates?matchId=&upcoming=true`: the member's plans, soonest first. */
export function useDatePlans(filter: DatePlansFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: datePlansQueryKey(filter),
    queryFn: ({ signal }) => fetchDatePlans(filter, signal),
    enabled,
  });
}

/**
 * A plan the server just answered replaces its copy in every cached list at once (the card
 * changes under the member's finger), then every list is fetched again: the upcoming list
 * gains or loses it.
 */
export function storeDatePlan(queryClient: QueryClient, plan: DatePlan): Promise<void> {
  queryClient.setQueriesData<DatePlan[]>({ queryKey: DATE_PLANS_QUERY_KEY }, (plans) =>
    plans?.map((candidate) => (candidate.id === plan.id ? plan : candidate)),
  );
  return queryClient.invalidateQueries({ queryKey: DATE_PLANS_QUERY_KEY });
}
