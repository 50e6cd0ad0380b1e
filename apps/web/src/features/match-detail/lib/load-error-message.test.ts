import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { MATCH_MESSAGES } from '@kindred/contract/matches';
import { ApiRequestError, NetworkError } from '@/lib/api-client';
import { loadErrorMessage } from './load-error-message';

describe('loadErrorMessage (SPEC 8 Match detail load)', () => {
  it('maps a malformed id (400) to the invalid id text', () => {
    expect(loadErrorMessage(new ApiRequestError(400, 'Invalid match ID provided.'))).toBe('Invalid match ID provided.');
  });

  it('maps a match that is not there for the member (404) to the no-data text', () => {
    expect(loadErrorMessage(new ApiRequestError(404, 'Match not found'))).toBe(
      'No match data found. This match may no longer exist.',
    );
  });

  it('maps a failed request to the network text', () => {
    expect(loadErrorMessage(new NetworkError(new TypeError('Failed to fetch')))).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  it('says the profile could not be loaded for anything else', () => {
    for (const error of [
      new ApiRequestError(500, 'Something went wrong'),
      new ApiRequestError(403, 'No'),
      new ZodError([]),
    ]) {
      expect(loadErrorMessage(error)).toBe(MATCH_MESSAGES.loadFailed);
    }
    expect(MATCH_MESSAGES.loadFailed).toBe('Unable to load profile. Please try again later.');
  });
});
