import { describe, expect, it } from 'vitest';
import { DISCOVERY_MESSAGES } from '@kindred/contract/discovery';
import { ApiRequestError, NetworkError } from '@/lib/api-client';
import { planLimitOf } from './plan-limit';

describe('planLimitOf', () => {
  it.each([
    [429, DISCOVERY_MESSAGES.dailyLikesUsed, 'gold'],
    [402, DISCOVERY_MESSAGES.superLikesNeedPremium, 'gold'],
    [429, DISCOVERY_MESSAGES.weeklySuperLikesUsed, 'platinum'],
    [402, 'Some other plan refusal', 'gold'],
  ])('a %i "%s" leads to %s', (status, message, plan) => {
    expect(planLimitOf(new ApiRequestError(status, message))).toBe(plan);
  });

  it('other failures lead nowhere: a rate limit, a 404, the network', () => {
    expect(planLimitOf(new ApiRequestError(429, 'Too many requests, slow down'))).toBeNull();
    expect(planLimitOf(new ApiRequestError(404, DISCOVERY_MESSAGES.memberNotFound))).toBeNull();
    expect(planLimitOf(new NetworkError())).toBeNull();
    expect(planLimitOf(null)).toBeNull();
  });
});
