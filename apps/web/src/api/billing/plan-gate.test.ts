import { describe, expect, it } from 'vitest';
import { DISCOVERY_MESSAGES } from '@kindred/contract/discovery';
import { billingStatus } from '@/test/billing-fixtures';
import { planGate } from './plan-gate';

describe('planGate (issue 21: paid features known before the tap)', () => {
  it('closes Super Like on Basic (Gold opens it) and after Gold’s five of the week (Platinum)', () => {
    expect(planGate(billingStatus('basic'), 'superlike')).toEqual({
      upgradeTo: 'gold',
      message: DISCOVERY_MESSAGES.superLikesNeedPremium,
    });
    expect(planGate(billingStatus('gold'), 'superlike')).toBeNull();
    expect(planGate(billingStatus('gold', {}, { superLikesLeftThisWeek: 0 }), 'superlike')).toEqual({
      upgradeTo: 'platinum',
      message: DISCOVERY_MESSAGES.weeklySuperLikesUsed,
    });
    expect(planGate(billingStatus('platinum'), 'superlike')).toBeNull();
  });

  it('closes Like only once Basic’s likes of the day are used; Pass is never closed', () => {
    expect(planGate(billingStatus('basic'), 'like')).toBeNull();
    expect(planGate(billingStatus('basic', {}, { likesLeftToday: 0 }), 'like')).toEqual({
      upgradeTo: 'gold',
      message: DISCOVERY_MESSAGES.dailyLikesUsed,
    });
    expect(planGate(billingStatus('basic', {}, { likesLeftToday: 0 }), 'dislike')).toBeNull();
    expect(planGate(billingStatus('diamond'), 'like')).toBeNull();
  });

  it('closes nothing while the plan is unknown (the server still answers for it)', () => {
    expect(planGate(undefined, 'superlike')).toBeNull();
    expect(planGate(undefined, 'like')).toBeNull();
  });
});
