import { YOUR_TURN_LIMITS, YOUR_TURN_MESSAGES } from '@kindred/contract/your-turn';
import { DISCOVERY_MESSAGES, type InteractionResult, type InteractionStatus } from '@kindred/contract/discovery';
import type { Database } from '../../db/database';
import type { DomainEvents } from '../../events/domain-events';
import { PAUSE_MESSAGES } from '@kindred/contract/account-pause';
import { BadRequest, Conflict, NotFound, UnprocessableEntity } from '../../http/errors';
import { createMatch, liveMatchOfPair } from '../matches/match-making';
import type { PhotoService } from '../photos/photos.service';
import { isUuid } from '../../http/is-uuid';
import { UNDO_LIMITS, UNDO_MESSAGES, type UndoResult } from '@kindred/contract/undo';
import {
  deleteInteraction,
  findInteraction,
  latestInteractionOf,
  lockPair,
  namesOf,
  upsertInteraction,
  type LockedMember,
} from './likes.repo';
import { scorePair, type PairReaders } from './pair-compatibility';
import { checkPlanLimit } from './plan-limits';

/**
 * A member on a break sends no likes (one would show them to someone new) and receives none; a like
 * between two members already matched changes nothing and stays allowed (decision 070). Checked under
 * the pair's lock, so a pause that commits first always wins.
 */
async function refuseWhilePaused(t: Database, actor: LockedMember, target: LockedMember | undefined) {
  if (!actor.paused && !target?.paused) return;
  if (target && (await liveMatchOfPair(t, actor.userId, target.userId))) return;
  if (actor.paused) throw new Conflict(PAUSE_MESSAGES.likeWhilePaused);
  throw new NotFound(DISCOVERY_MESSAGES.memberNotFound);
}

export interface LikesDeps {
  db: Database;
  events: DomainEvents;
  photos: Pick<PhotoService, 'photoUrlsOfMany'>;
  /** The member's id when the actor may see them, otherwise a 404 (discovery's rule, as for a report). */
  visibleMemberId: (viewerId: string, memberId: string) => Promise<string>;
  /** Interest shares for the rarity weights of the interests sub-score (discovery's cache). */
  frequencies: { get(): Promise<{ share(interest: string): number }> };
  /** The profiles' and compatibility modules' reads, in the like's transaction. */
  readers: PairReaders;
  /** How many conversations have waited for the member's reply too long (the messages module's Your Turn). */
  turnsOverdue: (memberId: string, at: Date) => Promise<number>;
  now?: () => Date;
}

/**
 * Likes, super likes and passes (SPEC 3 Interaction). A like answered by a like (or a super like)
 * creates the match, with the pair's compatibility frozen at that moment (DESIGN 6), and announces
 * `match.created` (the notifications module tells both members).
 */
export function createLikesService({
  db,
  events,
  photos,
  visibleMemberId,
  frequencies,
  readers,
  turnsOverdue,
  now = () => new Date(),
}: LikesDeps) {
  /**
   * Your Turn (decision 103): with too many conversations waiting for the member's reply, new likes
   * and super likes wait. Passes never do, and a like already stored answers as before (a retry).
   */
  async function refuseWhileTurnsWait(actorId: string, targetId: string, status: InteractionStatus, at: Date) {
    if (status === 'dislike') return;
    if ((await turnsOverdue(actorId, at)) < YOUR_TURN_LIMITS.conversations) return;
    if ((await findInteraction(db, actorId, targetId))?.status === status) return;
    throw new UnprocessableEntity(YOUR_TURN_MESSAGES.likesWait);
  }

  return {
    async act(actorId: string, targetId: string, status: InteractionStatus): Promise<InteractionResult> {
      if (actorId === targetId) throw new BadRequest(DISCOVERY_MESSAGES.cannotActOnSelf);
      const at = now();
      // Read before the transaction: PGlite has one connection, which the transaction holds.
      await visibleMemberId(actorId, targetId);
      await refuseWhileTurnsWait(actorId, targetId, status, at);
      const shares = await frequencies.get();

      let repeated = false;
      const outcome = await db.transaction(async (t) => {
        const locked = await lockPair(t, actorId, targetId);
        const actor = locked.find((row) => row.userId === actorId);
        if (!actor) throw new NotFound(DISCOVERY_MESSAGES.memberNotFound);
        if (status !== 'dislike')
          await refuseWhilePaused(
            t,
            actor,
            locked.find((row) => row.userId === targetId),
          );

        const previous = await findInteraction(t, actorId, targetId);
        // Repeating the same like is a no-op: a retry must not spend a second like.
        repeated = previous?.status === status;
        if (!repeated) {
          await checkPlanLimit(t, actor, status, at);
          await upsertInteraction(t, actorId, targetId, status);
        }
        if (status === 'dislike') return { match: null, created: false };

        const existing = await liveMatchOfPair(t, actorId, targetId);
        if (existing) return { match: existing, created: false };
        const theirs = await findInteraction(t, targetId, actorId);
        if (!theirs || theirs.status === 'dislike') return { match: null, created: false };

        const score = await scorePair(readers, t, actorId, targetId, shares.share, at);
        const match = await createMatch(t, actorId, targetId, {
          compatibilityScore: score.overall,
          subScores: score.subScores,
          reasons: score.reasons,
        });
        return { match, created: true };
      });

      // After the commit: the notifications module listens (a like note, or the match note to both).
      if (status !== 'dislike') {
        events.emit('interaction.liked', { actorId, targetId, status, repeated, matched: outcome.match !== null });
      }
      if (outcome.created && outcome.match) {
        events.emit('match.created', {
          matchId: outcome.match.id,
          memberIds: [outcome.match.userLow, outcome.match.userHigh],
          compatibilityScore: outcome.match.compatibilityScore,
        });
      }
      if (!outcome.created || !outcome.match) return { likedId: targetId, status, matched: false, match: null };

      const [[other], urls] = await Promise.all([namesOf(db, [targetId]), photos.photoUrlsOfMany([targetId])]);
      return {
        likedId: targetId,
        status,
        matched: true,
        match: {
          id: outcome.match.id,
          compatibilityScore: outcome.match.compatibilityScore,
          otherUser: { id: targetId, name: other?.name ?? '', photo: urls.get(targetId)?.[0] ?? null },
        },
      };
    },

    /**
     * Takes back the member's last like, super like or pass (decision 073): only their most recent
     * one, within UNDO_LIMITS.windowMs, and never one whose pair has a live match. Deleting the row
     * gives back the plan's count (counted from this table) and makes the member eligible again;
     * `interaction.undone` lets the notifications module take back its like note and discovery put
     * the member back in the deck.
     */
    async undo(actorId: string, targetId: string): Promise<UndoResult> {
      if (!isUuid(targetId) || targetId === actorId) throw new NotFound(UNDO_MESSAGES.nothingToUndo);
      const at = now();
      const status = await db.transaction(async (t) => {
        // The same locks as a like: an undo and a like (of either member) never interleave.
        await lockPair(t, actorId, targetId);
        const mine = await findInteraction(t, actorId, targetId);
        if (!mine) throw new NotFound(UNDO_MESSAGES.nothingToUndo);
        const latest = await latestInteractionOf(t, actorId);
        if (latest && latest.targetId !== targetId) throw new Conflict(UNDO_MESSAGES.notMostRecent);
        if (await liveMatchOfPair(t, actorId, targetId)) throw new Conflict(UNDO_MESSAGES.alreadyMatched);
        if (at.getTime() - mine.createdAt.getTime() > UNDO_LIMITS.windowMs) throw new Conflict(UNDO_MESSAGES.tooLate);
        await deleteInteraction(t, actorId, targetId);
        return mine.status;
      });
      events.emit('interaction.undone', { actorId, targetId, status });
      return { likedId: targetId, status, undone: true };
    },
  };
}

export type LikesService = ReturnType<typeof createLikesService>;
