import { MATCH_MESSAGES } from '@kindred/contract/matches';
import { ApiRequestError, NetworkError } from '@/lib/api-client';

/**
 * SPEC 8 Match detail load: what the screen says when the match cannot be shown. The server
 * answers 400 for a malformed id, and 404 for a match that is not the member's, has ended or is
 * blocked.
 */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return MATCH_MESSAGES.networkError;
  if (error instanceof ApiRequestError) {
    if (error.status === 400) return MATCH_MESSAGES.invalidMatchId;
    if (error.status === 404) return MATCH_MESSAGES.noMatchData;
  }
  return MATCH_MESSAGES.loadFailed;
}
