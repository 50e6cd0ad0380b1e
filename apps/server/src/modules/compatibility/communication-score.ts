import { WELL_ANSWERED_COUNT } from '@kindred/contract/compatibility';
import type { CompatibilityMember, ReplyStats } from './compatibility-member';
import { clamp } from './compatibility-member';

/** A bio this long (characters) earns full bio depth; 200 is about three thoughtful sentences. */
export const FULL_BIO_LENGTH = 200;
/** Answering this many questions of the bank earns full answer depth; about half the bank. */
export const FULL_ANSWER_COUNT = WELL_ANSWERED_COUNT;
/** Share of reply behaviour in the score once either member has reply stats. */
export const REPLY_SHARE = 0.4;
/** Median reply delay (minutes) at which the speed factor halves: one day. */
export const REPLY_HALF_SPEED_MINUTES = 24 * 60;

/** How much a member puts into their profile, 0 to 1: half the bio, half the answers. */
export function profileDepth(member: Pick<CompatibilityMember, 'bioLength' | 'answeredCount'>): number {
  const bio = clamp(member.bioLength / FULL_BIO_LENGTH, 0, 1);
  const answers = clamp(member.answeredCount / FULL_ANSWER_COUNT, 0, 1);
  return 0.5 * bio + 0.5 * answers;
}

/** Replies often and quickly, 0 to 1: reply rate × 1 / (1 + median delay / one day). */
export function replyQuality(stats: ReplyStats): number {
  const rate = clamp(Number.isFinite(stats.replyRate) ? stats.replyRate : 0, 0, 1);
  const delay = Math.max(0, Number.isFinite(stats.medianReplyMinutes) ? stats.medianReplyMinutes : Infinity);
  return rate / (1 + delay / REPLY_HALF_SPEED_MINUTES);
}

/**
 * DESIGN 6 communication. Depth now: level × balance, with level the mean of both members' depths
 * and balance 1 − half their difference, so two thorough profiles score high, a thorough and an
 * empty one score low (25), and one member writing more never lowers the score (the product's
 * derivative in either depth is (1 − depth) / 2 ≥ 0). Once the pair chats, reply behaviour (the
 * mean over the members with stats) takes 40 % of the score: how people reply predicts a
 * conversation better than how they wrote a bio.
 */
export function communicationScore(a: CompatibilityMember, b: CompatibilityMember): number {
  const depthA = profileDepth(a);
  const depthB = profileDepth(b);
  const depth = ((depthA + depthB) / 2) * (1 - Math.abs(depthA - depthB) / 2);
  const replies = [a.replyStats, b.replyStats].filter((stats) => stats !== undefined).map(replyQuality);
  if (replies.length === 0) return 100 * depth;
  const reply = replies.reduce((sum, value) => sum + value, 0) / replies.length;
  return 100 * ((1 - REPLY_SHARE) * depth + REPLY_SHARE * reply);
}
