import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HelpCategory, HelpItem } from '@kindred/contract/outreach';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export interface HelpItemsFilter {
  category?: HelpCategory;
  q?: string;
}

export const helpItemsQueryKey = ({ category, q }: HelpItemsFilter) =>
  ['help-items', category ?? 'all', q ?? ''] as const;

export async function fetchHelpItems({ category, q }: HelpItemsFilter, signal?: AbortSignal): Promise<HelpItem[]> {
  // The answer's schema (zod) loads while the request is on its way (decision 042).
  const schema = import('@kindred/contract/outreach').then((contract) => contract.helpItemsResponseSchema);
  const response = await apiRequest(API_PATHS.help, { query: { category, q }, signal });
  return (await schema).parse(response).items;
}

/**
 * `GET /help?category=&q=`: the Help Center's articles (SPEC 3 Help item). They change only
 * with a release, so they stay fresh for the visit; the previous list stays on screen while
 * the next search loads.
 */
export function useHelpItems(filter: HelpItemsFilter) {
  return useQuery({
    queryKey: helpItemsQueryKey(filter),
    queryFn: ({ signal }) => fetchHelpItems(filter, signal),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
