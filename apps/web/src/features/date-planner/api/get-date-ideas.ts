import { useQuery } from '@tanstack/react-query';
import type { DateIdeaCategory } from '@kindred/contract/date-ideas';
import { dateIdeasResponseSchema, type DateIdeaView } from '@kindred/contract/date-planner';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export interface DateIdeasFilter {
  category?: DateIdeaCategory;
  /** Only the member's saved ideas (the Saved tab). */
  saved?: boolean;
}

/** Every date-idea list lives under this key: a save changes them all at once. */
export const DATE_IDEAS_QUERY_KEY = ['date-ideas'] as const;
export const dateIdeasQueryKey = ({ category, saved }: DateIdeasFilter) =>
  [...DATE_IDEAS_QUERY_KEY, category ?? 'all', saved ? 'saved' : 'any'] as const;

export function fetchDateIdeas({ category, saved }: DateIdeasFilter, signal?: AbortSignal): Promise<DateIdeaView[]> {
  return apiRequest(API_PATHS.dateIdeas.list, {
    query: { category, saved: saved ? 'true' : undefined },
    schema: dateIdeasResponseSchema,
    signal,
  }).then((response) => response.ideas);
}

/** `GET /date-ideas?category=&saved=`: the catalogue with the member's own saved flags. */
export function useDateIdeas(filter: DateIdeasFilter) {
  return useQuery({ queryKey: dateIdeasQueryKey(filter), queryFn: ({ signal }) => fetchDateIdeas(filter, signal) });
}
