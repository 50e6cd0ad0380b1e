/** Every match query (the list and single matches) lives under this key; a change to one reloads them. */
export const MATCHES_QUERY_KEY = ['matches'] as const;
export const MATCHES_LIST_QUERY_KEY = [...MATCHES_QUERY_KEY, 'list'] as const;
/** Single matches: the match detail page and the chat header share one cached copy per match. */
export const MATCH_DETAILS_QUERY_KEY = [...MATCHES_QUERY_KEY, 'detail'] as const;
export const matchQueryKey = (matchId: string) => [...MATCH_DETAILS_QUERY_KEY, matchId] as const;
