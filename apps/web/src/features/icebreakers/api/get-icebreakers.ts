import { useQuery } from '@tanstack/react-query';
import { icebreakersResponseSchema, type Icebreaker } from '@kindred/contract/icebreaker-schemas';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export const ICEBREAKERS_QUERY_KEY = ['icebreakers'] as const;

export function fetchIcebreakers(signal?: AbortSignal): Promise<Icebreaker[]> {
  return apiRequest(API_PATHS.icebreakers.list, { schema: icebreakersResponseSchema, signal }).then(
    (response) => response.icebreakers,
  );
}

/**
 * `GET /icebreakers`: the catalogue, then the member's own, each with its saved flag. The tabs
 * and category chips filter this one list on the screen, so a chip answers at once and a save,
 * an addition or a deletion changes one cached list.
 */
export function useIcebreakers() {
  return useQuery({ queryKey: ICEBREAKERS_QUERY_KEY, queryFn: ({ signal }) => fetchIcebreakers(signal) });
}

/** The cached list with one icebreaker changed. */
export function withIcebreaker(list: Icebreaker[] | undefined, id: string, change: Partial<Icebreaker>) {
  return list?.map((item) => (item.id === id ? { ...item, ...change } : item));
}
