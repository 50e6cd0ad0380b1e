import { DISCOVERY_MESSAGES, type InteractionStatus } from '@kindred/contract/discovery';
import { planOfSubscription } from '@kindred/contract/plans';
import type { Database } from '../../db/database';
import { PaymentRequired, TooManyRequests } from '../../http/errors';
import { countSentSince } from './likes.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayBefore = (now: Date) => new Date(now.getTime() - DAY_MS);
const weekBefore = (now: Date) => new Date(now.getTime() - 7 * DAY_MS);

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
    const sent = await countSentSince(tx, member.userId, ['like', 'superlike'], dayBefore(now));
    if (sent >= limits.likesPerDay) throw new TooManyRequests(DISCOVERY_MESSAGES.dailyLikesUsed);
  }
  if (status === 'superlike') {
    if (limits.superLikesPerWeek === 0) throw new PaymentRequired(DISCOVERY_MESSAGES.superLikesNeedPremium);
    if (limits.superLikesPerWeek !== null) {
      const sent = await countSentSince(tx, member.userId, ['superlike'], weekBefore(now));
      if (sent >= limits.superLikesPerWeek) throw new TooManyRequests(DISCOVERY_MESSAGES.weeklySuperLikesUsed);
    }
  }
}

/** What is left of the member's like limits now (null: unlimited), counted as checkPlanLimit counts. */
export async function likesLeft(
  db: Database,
  member: { userId: string; subscription: string },
  now: Date,
): Promise<{ likesLeftToday: number | null; superLikesLeftThisWeek: number | null }> {
  const { limits } = planOfSubscription(member.subscription);
  const [likes, superLikes] = await Promise.all([
    limits.likesPerDay === null
      ? null
      : countSentSince(db, member.userId, ['like', 'superlike'], dayBefore(now)).then((sent) =>
          Math.max(0, limits.likesPerDay! - sent),
        ),
    limits.superLikesPerWeek === null || limits.superLikesPerWeek === 0
      ? limits.superLikesPerWeek
      : countSentSince(db, member.userId, ['superlike'], weekBefore(now)).then((sent) =>
          Math.max(0, limits.superLikesPerWeek! - sent),
        ),
  ]);
  return { likesLeftToday: likes, superLikesLeftThisWeek: superLikes };
}
