import { DISCOVERY_MESSAGES, type InteractionStatus } from '@kindred/contract/discovery';
import { planOfSubscription } from '@kindred/contract/plans';
import type { Database } from '../../db/database';
import { HttpError, TooManyRequests } from '../../http/errors';
import { countSentSince } from './interactions.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 402: the feature belongs to a paid plan (docs/decisions/014). */
export class PaymentRequired extends HttpError {
  constructor(message: string) {
    super(402, message);
  }
}

/**
 * SPEC 9 and DESIGN 2, enforced on the server: Basic 10 likes a day, Gold 5 Super Likes a week,
 * Platinum and Diamond unlimited. Windows are rolling (the last 24 hours, the last 7 days), so
 * they mean the same in every time zone. Call inside the transaction that holds the member's lock.
 */
export async function checkPlanLimit(
  tx: Database,
  member: { userId: string; subscription: string },
  status: InteractionStatus,
  now: Date,
): Promise<void> {
  if (status === 'dislike') return;
  const { limits } = planOfSubscription(member.subscription);
  if (status === 'like' && limits.likesPerDay !== null) {
    const sent = await countSentSince(tx, member.userId, ['like', 'superlike'], new Date(now.getTime() - DAY_MS));
    if (sent >= limits.likesPerDay) throw new TooManyRequests(DISCOVERY_MESSAGES.dailyLikesUsed);
  }
  if (status === 'superlike') {
    if (limits.superLikesPerWeek === 0) throw new PaymentRequired(DISCOVERY_MESSAGES.superLikesNeedPremium);
    if (limits.superLikesPerWeek !== null) {
      const sent = await countSentSince(tx, member.userId, ['superlike'], new Date(now.getTime() - 7 * DAY_MS));
      if (sent >= limits.superLikesPerWeek) throw new TooManyRequests(DISCOVERY_MESSAGES.weeklySuperLikesUsed);
    }
  }
}
