import type { BlockedUser, SafetyReportInput } from '@kindred/contract/safety';
import { isUuid } from '../../http/is-uuid';
import { DISCOVERY_MESSAGES } from '@kindred/contract/discovery';
import { MATCH_MESSAGES } from '@kindred/contract/matches';
import type { Database } from '../../db/database';
import type { DomainEvents } from '../../events/domain-events';
import { BadRequest, NotFound } from '../../http/errors';
import type { PhotoService } from '../photos/photos.service';
import { deleteBlock, insertBlock, listBlocked, memberExists } from './blocks.repo';
import { fileReport } from './file-report';
import { findReportSubject, type NewReport } from './reports.repo';
import { LIMITS } from '@kindred/contract/constants';

export interface SafetyDeps {
  db: Database;
  events: DomainEvents;
  photos: Pick<PhotoService, 'photoUrlsOfMany'>;
  /** The other member of a match `memberId` had (matches' one access rule for a match id). */
  partnerOf: (memberId: string, matchId: string) => Promise<string>;
  /** Ends the pair's live match inside the block's transaction (matches' own write); the id ended. */
  endLiveMatchBetween: (tx: Database, a: string, b: string, endedBy: string) => Promise<string | null>;
  /** The member's id when the viewer may see them, else 404 (discovery's rule for a card). */
  visibleMemberId: (viewerId: string, memberId: string) => Promise<string>;
  /** A message sent to `memberId` that they can see, else 404 or 403 (messages' rule). */
  reportableMessage: (
    memberId: string,
    messageId: string,
  ) => Promise<{ senderId: string; matchId: string; content: string }>;
  /** Hides a member from new people, or shows them again (profiles' own write, decision 083). */
  setQuarantined: (userId: string, quarantined: boolean) => Promise<void>;
}

type ReportInput = { reason: string; details: string };

/**
 * SPEC 6 blocking and the Safety Center's reports. A block hides the two members from each other
 * everywhere (every list and read checks `blocks` both ways) and ends their match; unblocking
 * restores visibility, never the match.
 */
export function createSafetyService({
  db,
  events,
  photos,
  partnerOf,
  endLiveMatchBetween,
  visibleMemberId,
  reportableMessage,
  setQuarantined,
}: SafetyDeps) {
  /**
   * Every report goes in through fileReport (decision 030); when different members have reported
   * the same member often enough in a day, that member is hidden from new people until a
   * moderator decides (decision 083).
   */
  async function report(row: NewReport): Promise<void> {
    const { reportersInADay } = await fileReport(db, row);
    if (row.reportedId && reportersInADay >= LIMITS.quarantineReporters) await setQuarantined(row.reportedId, true);
  }

  const safety = {
    async block(blockerId: string, blockedId: string, reason?: string): Promise<void> {
      if (blockerId === blockedId) throw new BadRequest(MATCH_MESSAGES.cannotBlockSelf);
      if (!isUuid(blockedId) || !(await memberExists(db, blockedId))) {
        throw new NotFound(DISCOVERY_MESSAGES.memberNotFound);
      }
      const endedMatchId = await db.transaction(async (t) => {
        await insertBlock(t, blockerId, blockedId, reason || null);
        return endLiveMatchBetween(t, blockerId, blockedId, blockerId);
      });
      events.emit('member.blocked', { blockerId, blockedId });
      if (endedMatchId) {
        events.emit('match.ended', {
          matchId: endedMatchId,
          memberIds: [blockerId, blockedId],
          endedBy: blockerId,
          reason: 'block',
        });
      }
    },

    async unblock(blockerId: string, blockedId: string): Promise<void> {
      if (!isUuid(blockedId) || !(await deleteBlock(db, blockerId, blockedId))) {
        throw new NotFound(MATCH_MESSAGES.notBlocked);
      }
    },

    async blockedUsers(blockerId: string): Promise<BlockedUser[]> {
      const rows = await listBlocked(db, blockerId);
      const avatars = await photos.photoUrlsOfMany(rows.map((row) => row.id));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        avatarUrl: avatars.get(row.id)?.[0] ?? null,
        blockedDate: row.blockedAt.toISOString(),
        reason: row.reason,
      }));
    },

    /** The Safety Center form: stored for the moderation queue, whoever it names. */
    async reportConcern(reporterId: string, input: SafetyReportInput): Promise<void> {
      const subject = input.reportedUser || null;
      const reportedId = subject ? await findReportSubject(db, reporterId, subject) : null;
      await report({
        reporterId,
        reportedId,
        subject,
        source: 'safety',
        reason: input.reason,
        details: input.description,
      });
    },

    /** A report made through a match (the match screen or the conversation). */
    /** `POST /matches/{id}/block`: blocks the other member of a match this member had. */
    async blockThroughMatch(memberId: string, matchId: string, reason?: string): Promise<void> {
      await safety.block(memberId, await partnerOf(memberId, matchId), reason);
    },

    /** A conversation is its match's (same id), so a report from the chat goes through the match. */
    async reportThroughMatch(
      reporterId: string,
      matchId: string,
      source: 'match' | 'conversation',
      input: ReportInput,
    ): Promise<void> {
      const reportedId = await partnerOf(reporterId, matchId);
      await report({ reporterId, reportedId, matchId, source, ...input });
    },

    /** One message, by the member it was sent to: the moderator sees it in its conversation. */
    async reportMessage(reporterId: string, messageId: string, input: ReportInput): Promise<void> {
      const { senderId, matchId, content } = await reportableMessage(reporterId, messageId);
      // The text as reported (decision 108): its sender unsending it later leaves the report this copy.
      await report({
        reporterId,
        reportedId: senderId,
        matchId,
        messageId,
        messageContent: content,
        source: 'message',
        ...input,
      });
    },

    /** `POST /recommendations/{id}/report`: only a member the reporter may see. */
    async reportFromCard(reporterId: string, memberId: string, input: ReportInput): Promise<void> {
      const reportedId = await visibleMemberId(reporterId, memberId);
      await report({ reporterId, reportedId, source: 'recommendation', ...input });
    },
  };
  return safety;
}

export type SafetyService = ReturnType<typeof createSafetyService>;
