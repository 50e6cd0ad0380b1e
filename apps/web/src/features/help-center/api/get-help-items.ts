import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HelpCategory, HelpItem } from '@kindred/contract/outreach';
import { HELP_CATEGORIES } from '@kindred/contract/outreach-constants';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export interface HelpItemsFilter {
  category?: HelpCategory;
  q?: string;
}

export const helpItemsQueryKey = ({ category, q }: HelpItemsFilter) =>
  ['help-items', category ?? 'all', q ?? ''] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readHelpItem(value: unknown): HelpItem {
  if (!isRecord(value)) throw new Error('Unexpected help item');
  const { id, question, answer, categoryId } = value;
  const category = HELP_CATEGORIES.find((known) => known === categoryId);
  if (typeof id !== 'string' || typeof question !== 'string' || typeof answer !== 'string' || !category)
    throw new Error('Unexpected help item');
  return { id, question, answer, categoryId: category };
}

/**
 * `helpItemsResponseSchema`'s check, by hand: the Help Center asks for its articles as it loads,
 * and zod with the outreach schemas would be a third of the page's script (decision 042).
 */
export function readHelpItems(answer: unknown): HelpItem[] {
  if (!isRecord(answer) || !Array.isArray(answer.items)) throw new Error('Unexpected help items answer');
  return answer.items.map(readHelpItem);
}

export async function fetchHelpItems({ category, q }: HelpItemsFilter, signal?: AbortSignal): Promise<HelpItem[]> {
  return readHelpItems(await apiRequest(API_PATHS.help, { query: { category, q }, signal }));
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
